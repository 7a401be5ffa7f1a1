'use client';

import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { usePathname, useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import type { Locale } from '@/lib/domain/locales';
import { playPath } from '@/lib/domain/site-paths';
import { closeGame, isRunning, useGameFrame } from '@/lib/client/game/game-frame-store';
import { configureFrameNavigation } from '@/lib/client/game/frame-navigation';
import { useFrameSlot } from '@/lib/client/game/frame-slot';
import { frameSize } from '@/lib/client/game/frame-size';
import { isAuthScreenPath } from '@/lib/client/game/leave-target';
import { FrameBox } from './frame-box';
import { GameModals } from './game-modals';
import { MinimizedShell } from './minimized-shell';

/**
 * Everything of the frame that lives in the site layout (loaded by GameFrameHost with the first
 * game): the running frame, the dock of a minimized game and the game modals. They are portaled
 * to <body>, a parent that never changes, so neither a route change nor minimizing moves the
 * iframe (which would reload the game).
 */
export default function GameFrameRoot() {
  const state = useGameFrame();
  const slot = useFrameSlot();
  const router = useRouter();
  const pathname = usePathname();
  const locale = useLocale() as Locale;
  const [dockPreview, setDockPreview] = useState<HTMLButtonElement | null>(null);

  // Route changes of the frame (a game's exit goes to main) go through Next's router, so the
  // layout and this host stay mounted.
  useEffect(() => configureFrameNavigation({ navigate: (path) => router.push(path) }), [router]);

  // Spec §2: going to login or registration closes the game.
  useEffect(() => {
    if (pathname && isAuthScreenPath(pathname)) closeGame();
  }, [pathname]);

  const { game, phase } = state;
  const running = isRunning(phase) && game !== null;
  const docked = phase === 'minimized';
  const size = frameSize(state.run);

  return createPortal(
    <>
      {running && <FrameBox state={state} target={docked ? dockPreview : slot} mode={docked ? 'dock' : 'slot'} />}
      {running && docked && (
        <MinimizedShell name={game.name} ratio={size.width / size.height} previewRef={setDockPreview} onResume={() => router.push(playPath(game.slug, locale))} onClose={closeGame} />
      )}
      <GameModals state={state} />
    </>,
    document.body,
  );
}

'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { playPath } from '@/lib/domain/routing/site-paths';
import { closeGame, isRunning, useGameFrame, type FrameGame } from '@/lib/client/game-frame/game-frame-store';
import { configureFrameNavigation } from '@/lib/client/game-frame/frame-navigation';
import { useFrameSlot } from '@/lib/client/game-frame/frame-slot';
import { frameSize } from '@/lib/client/game-frame/frame-size';
import { returnFocus } from '@/lib/client/game-frame/frame-focus';
import { isAuthScreenPath } from '@/lib/client/game-frame/leave-target';
import { FrameBox } from './frame-box';
import { GameModals } from './game-modals';
import { MinimizedShell } from './minimized-shell';
import { RealityCheck } from './reality-check';

interface GameFrameRootProps {
  /**
   * The dock's resume. The main site goes to the game page (the default); the /guest variant
   * shows its stage again.
   */
  onResume?: (game: FrameGame) => void;
  /** The /guest variant's stage: before the frame box, so Tab reaches its toolbar, then the game. */
  children?: ReactNode;
}

/**
 * Everything of the frame that lives in the site layout (loaded by the host with the first
 * game): the running frame, the dock of a minimized game and the game modals. They render where
 * the host is mounted in the shell — a parent that never changes while the layout stays — so
 * neither a route change nor minimizing moves the iframe (which would reload the game), and
 * they come in the page's reading and Tab order: after the game page's toolbar (main), before
 * the footer (components/layout/site-shell.tsx).
 */
export default function GameFrameRoot({ onResume, children }: GameFrameRootProps) {
  const state = useGameFrame();
  const slot = useFrameSlot();
  const router = useRouter();
  const pathname = usePathname();
  const locale = useLocale();
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
  const resume = (current: FrameGame) => (onResume ? onResume(current) : router.push(playPath(current.slug, locale)));
  const closeFromDock = () => {
    // The dock's button had focus and is going away: focus goes back where it was.
    returnFocus();
    closeGame();
  };

  return (
    <>
      {children}
      {running && <FrameBox state={state} target={docked ? dockPreview : slot} mode={docked ? 'dock' : 'slot'} />}
      {running && docked && <MinimizedShell name={game.name} ratio={size.width / size.height} previewRef={setDockPreview} onResume={() => resume(game)} onClose={closeFromDock} />}
      <GameModals state={state} />
      <RealityCheck state={state} />
    </>
  );
}

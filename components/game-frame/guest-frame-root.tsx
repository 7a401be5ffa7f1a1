'use client';

import { useEffect, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { useLocale } from 'next-intl';
import type { Locale } from '@/lib/domain/locales';
import { playPath, splitSitePath } from '@/lib/domain/routing/site-paths';
import { closeGame, isRunning, useGameFrame, type FrameGame } from '@/lib/client/game-frame/game-frame-store';
import { flushFocusReturn, focusInFrame, focusReturnPending, returnFocus } from '@/lib/client/game-frame/frame-focus';
import { hideGuestStage, openGuestStage, useGuestStage } from '@/lib/client/game-frame/guest-stage';
import GameFrameRoot from './game-frame-root';
import { knownGameFacts, loadGameFacts, type GameFacts } from './guest-game-facts';
import { GuestStage } from './guest-stage';

/** The catalogue's facts about the stage's game: known at once when loaded before, else fetched. */
function useGameFacts(slug: string | null, locale: Locale, attempt: number): GameFacts | null {
  const [loaded, setLoaded] = useState<{ slug: string; attempt: number; facts: GameFacts } | null>(null);
  useEffect(() => {
    if (!slug) return;
    let live = true;
    void loadGameFacts(slug, locale).then((facts) => {
      if (live) setLoaded({ slug, attempt, facts });
    });
    return () => {
      live = false;
    };
  }, [slug, locale, attempt]);
  if (!slug) return null;
  const known = knownGameFacts(slug, locale);
  if (known) return known;
  return loaded && loaded.slug === slug && loaded.attempt === attempt ? loaded.facts : null;
}

/**
 * The /guest variant's frame (loaded by GuestGameFrameHost with the first game a guest opens):
 * the stage of the opened game, then the frame, the dock and the modals of the main site's root.
 *
 * - Close and Minimize hide the stage and send focus back to the link that opened it; Minimize
 *   (the stage's unmount) keeps the game running in the dock, whose resume shows the stage again.
 * - A guest route change leaves the stage's page: the stage hides and the game minimizes, as
 *   leaving /play/<slug> does on the main site.
 * - The game stopping by itself (its exit message, which also goes to the guest main page)
 *   hides the stage too.
 */
export default function GuestFrameRoot() {
  const stage = useGuestStage();
  const frame = useGameFrame();
  const pathname = usePathname();
  const locale = useLocale();
  const [attempt, setAttempt] = useState(0);
  const facts = useGameFacts(stage?.slug ?? null, locale, attempt);

  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    hideGuestStage();
    // The game's exit went to main with focus in the game: it comes back on the new page.
    flushFocusReturn();
  }, [pathname]);

  const stageRunning = stage !== null && frame.game?.slug === stage.slug && isRunning(frame.phase);
  const wasRunning = useRef(false);
  useEffect(() => {
    const was = wasRunning.current;
    wasRunning.current = stageRunning;
    if (!was || stageRunning || frame.phase !== 'closed' || frame.stop !== 'closed') return;
    // Stopped from outside the stage (the game's exit, a dismissed no-wager question): the
    // stage goes; focus, if it was in the game, goes back now, or once the exit's navigation
    // to main has changed the page.
    const lost = focusInFrame() || document.activeElement === document.body;
    const waitForMain = focusReturnPending() && splitSitePath(pathname ?? '').path !== '/';
    hideGuestStage();
    if (!waitForMain && (lost || focusReturnPending())) returnFocus();
  }, [stageRunning, frame.phase, frame.stop, pathname]);

  const close = () => {
    returnFocus();
    // Another game may be minimized while this stage only shows a panel: leave it be.
    if (stage && frame.game?.slug === stage.slug) closeGame();
    hideGuestStage();
  };
  const minimize = () => {
    returnFocus();
    hideGuestStage();
  };
  const resume = (game: FrameGame) => openGuestStage({ slug: game.slug, href: playPath(game.slug, locale), opener: null });

  return (
    <GameFrameRoot onResume={resume}>
      {stage && (
        <GuestStage
          slug={stage.slug}
          seq={stage.seq}
          opener={stage.opener}
          href={stage.href}
          facts={facts}
          locale={locale}
          onClose={close}
          onMinimize={minimize}
          onRetryFacts={() => setAttempt((n) => n + 1)}
        />
      )}
    </GameFrameRoot>
  );
}

'use client';

import { lazy, Suspense } from 'react';
import { useFrameActive } from '@/lib/client/game-frame/frame-activity';

// The frame's store, API call, iframe, dock and modals load with the first game, not with every
// page: the site layout is in every page's first load (docs/ARCHITECTURE.md, "Game frame").
// React.lazy rather than next/dynamic, for the reason given in components/layout/shell-state.tsx.
const GameFrameRoot = lazy(() => import('./game-frame-root'));

/**
 * Mounted once in the site layout, which stays mounted across navigations: the running game's
 * iframe lives under it, so leaving the game page minimizes the game instead of ending it.
 * Renders nothing until a game starts.
 */
export function GameFrameHost() {
  const active = useFrameActive();
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <GameFrameRoot />
    </Suspense>
  );
}

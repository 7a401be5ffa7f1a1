'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import type { Locale } from '@/lib/domain/locales';
import type { SiteVariant } from '@/lib/domain/routing/site-paths';
import { useHydrated } from '@/lib/client/use-hydrated';
import { useProbablyPlayer } from '@/lib/client/session/probable-player';

// Each live part in a chunk of its own, fetched only once the page has hydrated.
const LiveWinners = lazy(() => import('@/components/lobby/live-winners'));
const LivePlayersOnline = lazy(() => import('@/components/producers/players-online-live'));
// The row, its store, the session store and the client copy of the game tile load only when a
// player is probably here: guests never download them.
const RecentGamesOfSession = lazy(() => import('@/components/lobby/recent-games-row').then((m) => ({ default: m.RecentGamesOfSession })));

/** Which live part, with what it needs. */
export type LiveIsland =
  | { kind: 'winners'; locale: Locale; variant: SiteVariant }
  | { kind: 'playersOnline'; slug: string; count: number; className?: string }
  /** The lobby's recent games row: the lobby's HTML is the same for everyone (ISR), so nothing on the server or for guests. */
  | { kind: 'recentGames'; locale: Locale; variant: SiteVariant };

/**
 * A part of a server-rendered page that turns live. `children` is the server's rendering, shown
 * by the first load and while the live code loads; once the page has hydrated, that code (SWR,
 * the socket) is fetched and takes its place. The lobby's winners list, the producers' players
 * online and the recent games row (which waits for a probable player, not only for hydration)
 * share this one small component, so their live code costs the first-load JavaScript nothing
 * but it (tests/e2e/page-weight.spec.ts). It lives with the lobby, above the live parts it loads
 * (the lobby's and components/producers'), and with PlayersOnline, its one user outside the
 * pages: a shared folder such as components/ui imports no feature (croupier/no-feature-cycle).
 */
export function LiveAfterHydration({ island, children }: { island: LiveIsland; children?: ReactNode }) {
  const hydrated = useHydrated();
  const player = useProbablyPlayer();
  if (!(island.kind === 'recentGames' ? player : hydrated)) return children;
  return (
    <Suspense fallback={children}>
      {island.kind === 'winners' ? (
        <LiveWinners {...island}>{children}</LiveWinners>
      ) : island.kind === 'recentGames' ? (
        <RecentGamesOfSession {...island} />
      ) : (
        <LivePlayersOnline {...island} />
      )}
    </Suspense>
  );
}

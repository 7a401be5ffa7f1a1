'use client';

import { lazy, Suspense } from 'react';
import type { Locale } from '@/lib/domain/locales';
import type { SiteVariant } from '@/lib/domain/site-paths';
import { useProbablyPlayer } from '@/lib/client/session/probable-player';

// The row, its store, the session store and the client copy of the game tile load only when a
// player is probably here: guests never download them, and the lobby's first load stays in budget.
const RecentGamesOfSession = lazy(() => import('./recent-games-row').then((m) => ({ default: m.RecentGamesOfSession })));

/**
 * Where the recent games row goes in the lobby. The lobby's HTML is the same for everyone
 * (ISR, page cache), so this renders nothing on the server and for guests.
 */
export function RecentGamesSlot({ locale, variant }: { locale: Locale; variant: SiteVariant }) {
  if (!useProbablyPlayer()) return null;
  return (
    <Suspense fallback={null}>
      <RecentGamesOfSession locale={locale} variant={variant} />
    </Suspense>
  );
}

'use client';

import { lazy, Suspense } from 'react';
import type { Locale } from '@/lib/domain/locales';
import type { SiteVariant } from '@/lib/domain/site-paths';
import { useSession } from '@/lib/client/session/session-store';

// The row, its store and the client copy of the game tile load only once a player is known:
// guests never download them, and the lobby's first-load JavaScript stays within budget.
const RecentGamesRow = lazy(() => import('./recent-games-row').then((m) => ({ default: m.RecentGamesRow })));

/**
 * Where the recent games row goes in the lobby. The lobby's HTML is the same for everyone
 * (ISR, page cache), so this renders nothing on the server and for guests.
 */
export function RecentGamesSlot({ locale, variant }: { locale: Locale; variant: SiteVariant }) {
  const session = useSession();
  if (session.status !== 'player') return null;
  return (
    <Suspense fallback={null}>
      <RecentGamesRow hash={session.profile.hash} locale={locale} variant={variant} />
    </Suspense>
  );
}

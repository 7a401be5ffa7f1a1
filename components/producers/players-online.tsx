'use client';

import { lazy, Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/client/use-hydrated';

// The live count's code (SWR, the session, the socket) is fetched once the page has hydrated,
// never with its first load (the lobby's budget, tests/e2e/page-weight.spec.ts, which is why
// the text has no test id and the producer page's dot is CSS).
const LivePlayersOnline = lazy(() => import('./players-online-live'));

export interface PlayersOnlineProps {
  slug: string;
  /** The count the page was made with. */
  count: number;
  className?: string;
}

/** "N players online" as the page was made (nothing for none). */
export function PlayersOnlineText({ count, className }: Omit<PlayersOnlineProps, 'slug'>) {
  const t = useTranslations('catalog');
  return count > 0 ? <span className={className}>{t('playersOnline', { count })}</span> : null;
}

/** A producer's players online, following the live count after hydration (lib/client/catalog/players-online.ts). */
export function PlayersOnline(props: PlayersOnlineProps) {
  const still = <PlayersOnlineText count={props.count} className={props.className} />;
  if (!useHydrated()) return still;
  return (
    <Suspense fallback={still}>
      <LivePlayersOnline {...props} />
    </Suspense>
  );
}

'use client';

import { lazy, Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/client/use-hydrated';

// The live count's code (SWR, the session, the socket) is fetched once the page has hydrated,
// never with its first load (the lobby's budget: tests/e2e/page-weight.spec.ts).
const LivePlayersOnline = lazy(() => import('./players-online-live'));

export interface PlayersOnlineProps {
  slug: string;
  /** The count the page was made with. */
  count: number;
  className?: string;
  /** A live dot before the text (the producer page's fact). */
  dotClassName?: string;
}

/** "N players online" as the page was made (nothing for none). */
export function PlayersOnlineText({ count, className, dotClassName }: Omit<PlayersOnlineProps, 'slug'>) {
  const t = useTranslations('catalog');
  if (count <= 0) return null;
  return (
    <span className={className} data-testid="players-online">
      {dotClassName && <span className={dotClassName} aria-hidden="true" />}
      {t('playersOnline', { count })}
    </span>
  );
}

/** A producer's players online, following the live count after hydration (lib/client/catalog/players-online.ts). */
export function PlayersOnline(props: PlayersOnlineProps) {
  const still = <PlayersOnlineText count={props.count} className={props.className} dotClassName={props.dotClassName} />;
  if (!useHydrated()) return still;
  return (
    <Suspense fallback={still}>
      <LivePlayersOnline {...props} />
    </Suspense>
  );
}

'use client';

import { useEffect, type ReactNode } from 'react';
import type { Locale } from '@/lib/domain/locales';
import type { SiteVariant } from '@/lib/domain/routing/site-paths';
import { followWinners, useLiveWinners } from '@/lib/client/winners/winners-live';
import { WinnersList } from './winners-list';

/**
 * The winners list once the page has loaded (components/lobby/live-after-hydration.tsx): read again and kept live
 * (lib/client/winners/winners-live.ts). Until the first read answers, the server's list stays.
 */
export default function LiveWinners({ locale, variant, children }: { locale: Locale; variant: SiteVariant; children: ReactNode }) {
  const { winners, mutate } = useLiveWinners();
  useEffect(() => followWinners(mutate), [mutate]);
  return winners ? <WinnersList winners={winners} locale={locale} variant={variant} live /> : children;
}

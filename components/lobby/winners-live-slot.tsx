'use client';

import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { Locale } from '@/lib/domain/locales';
import type { SiteVariant } from '@/lib/domain/site-paths';

const LiveWinners = lazy(() => import('./live-winners'));

/**
 * Where the lobby's winners list turns live. The server's list (`children`) is what the first
 * load shows; after the page's load event the live list's code (SWR, the socket) loads and takes
 * its place, so none of it is in the lobby's first-load JavaScript (tests/e2e/page-weight.spec.ts).
 */
export function WinnersLiveSlot({ locale, variant, children }: { locale: Locale; variant: SiteVariant; children: ReactNode }) {
  const [live, setLive] = useState(false);
  useEffect(() => {
    const start = () => setLive(true);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);
  if (!live) return children;
  return (
    <Suspense fallback={children}>
      <LiveWinners locale={locale} variant={variant}>
        {children}
      </LiveWinners>
    </Suspense>
  );
}

'use client';

import { useEffect } from 'react';
import PromoOverlays from '@/components/promo-overlays/promo-overlays';
import { afterLoad } from '@/lib/client/after-load';

/**
 * What the shell mounts a second after the page's load (OverlayHostsLoader): the promo overlays,
 * and lib/client/after-load.ts — the service worker, affiliate tracking and the support chat's
 * buttons. One lazy chunk for all of them, so a page's first load carries a single loader (the
 * lobby's budget is full: tests/e2e/page-weight.spec.ts).
 */
export default function AfterLoadIsland() {
  useEffect(() => afterLoad(), []);
  return <PromoOverlays />;
}

'use client';

import { useEffect } from 'react';
import PromotionOverlays from '@/components/promotion-overlays/promotion-overlays';
import { afterLoad } from '@/lib/client/after-load';
import ClientReporter from './client-reporter';

/**
 * What the shell mounts a second after the page's load (OverlayHostsLoader), in one lazy chunk:
 * the promo overlays (popup, widget, flying high-fives), the browser's error and Web Vitals
 * reporter (lib/client/reporting), and lib/client/after-load.ts — the service worker, affiliate
 * tracking and the support chat's buttons. A single loader in the shell keeps every page's first
 * load as it was (the lobby's budget is full: tests/e2e/page-weight.spec.ts).
 */
export default function AfterLoadIsland() {
  useEffect(() => afterLoad(), []);
  return (
    <>
      <PromotionOverlays />
      <ClientReporter />
    </>
  );
}

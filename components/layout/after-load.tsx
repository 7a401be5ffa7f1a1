'use client';

import PromoOverlays from '@/components/promo-overlays/promo-overlays';
import ClientReporter from './client-reporter';

/**
 * What OverlayHostsLoader mounts a moment after the page's load event, in one chunk: the promo
 * overlays (popup, widget, flying high-fives) and the browser's error and Web Vitals reporter
 * (lib/client/reporting). One lazy import in the shell for both keeps every page's first load
 * as it was.
 */
export default function AfterLoad() {
  return (
    <>
      <PromoOverlays />
      <ClientReporter />
    </>
  );
}

'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { useOverlayHostsWanted } from '@/lib/client/overlay-hosts';

const OverlayHosts = lazy(() => import('./overlay-hosts').then((m) => ({ default: m.OverlayHosts })));
const PromotionOverlays = lazy(() => import('./after-load-island'));

/** After the page's load event, this much later: the promo overlays never compete with the page's own loading. */
const PROMO_AFTER_LOAD_MS = 1000;

/**
 * Mounted once in the site shell: loads the toast and modal hosts with the first toast or modal,
 * and, once the page has loaded, after-load-island.tsx: the promo overlays, the error and Web
 * Vitals reporter, the service worker, affiliate tracking and the chat's buttons. Both live
 * here so the first load of every page carries one small loader, not one per feature.
 */
export function OverlayHostsLoader() {
  const wanted = useOverlayHostsWanted();
  const [promos, setPromos] = useState(false);
  useEffect(() => {
    let timer = 0;
    const later = () => {
      timer = window.setTimeout(setPromos, PROMO_AFTER_LOAD_MS, true);
    };
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
    return () => {
      window.removeEventListener('load', later);
      window.clearTimeout(timer);
    };
  }, []);
  // Two boundaries: the promo chunk arriving must not blank a toast already shown.
  return (
    <>
      <Suspense fallback={null}>{wanted && <OverlayHosts />}</Suspense>
      <Suspense fallback={null}>{promos && <PromotionOverlays />}</Suspense>
    </>
  );
}

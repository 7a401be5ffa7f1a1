'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { ERROR_PAGE_ATTRIBUTE, HYDRATED_MARK, HYDRATED_TIMING, shouldScrollToTop } from '@/lib/domain/routing/route-history';
import { recordRoute } from '@/lib/client/route-history-store';

/** Pages of this origin that are not site routes: the studio's game pages and the sandbox payment provider's page. */
const NOT_SITE_ROUTE = /^\/(?:[a-z]{2}\/)?(?:studio|payment-sandbox)\//;

/**
 * After every navigation: records the route (last 5, spec §2) and scrolls to the top unless the
 * route carries savePosition or the browser is restoring a history entry (back / forward).
 */
export function RouteTracker() {
  const pathname = usePathname();
  const restoring = useRef(false);
  const first = useRef(true);

  useEffect(() => {
    // The framework has taken the page over (it starts after the first paint: scripts/boot-after-paint.ts);
    // buttons that only scripts answer work from here on. The end-to-end tests wait for this mark.
    document.documentElement.setAttribute(HYDRATED_MARK, '');
    performance.mark(HYDRATED_TIMING);
    const onPopState = () => {
      restoring.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    // A studio game page (or the sandbox payment page) shares the site's storage (same origin) but
    // is not a site route: "back to the previous route" must never lead into a game or a payment.
    if (window.self !== window.top || NOT_SITE_ROUTE.test(window.location.pathname)) return;
    const { search } = window.location;
    recordRoute({ path: window.location.pathname + search, isError: document.querySelector(`[${ERROR_PAGE_ATTRIBUTE}]`) !== null });
    const restoringHistory = restoring.current || first.current;
    restoring.current = false;
    first.current = false;
    if (shouldScrollToTop({ search, restoringHistory }) && !window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return null;
}

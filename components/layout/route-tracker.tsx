'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { ERROR_PAGE_ATTRIBUTE, shouldScrollToTop } from '@/lib/domain/route-history';
import { recordRoute } from '@/lib/client/route-history-store';

const STUDIO_PATH = /^\/(?:[a-z]{2}\/)?studio\//;

/**
 * After every navigation: records the route (last 5, spec §2) and scrolls to the top unless the
 * route carries savePosition or the browser is restoring a history entry (back / forward).
 */
export function RouteTracker() {
  const pathname = usePathname();
  const restoring = useRef(false);
  const first = useRef(true);

  useEffect(() => {
    const onPopState = () => {
      restoring.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    // A studio game page shares the site's storage (same origin) but is not a site route: in the
    // frame or in a whole window, "back to the previous route" must never lead into a game page.
    if (window.self !== window.top || STUDIO_PATH.test(window.location.pathname)) return;
    const { search } = window.location;
    recordRoute({ path: window.location.pathname + search, isError: document.querySelector(`[${ERROR_PAGE_ATTRIBUTE}]`) !== null });
    const restoringHistory = restoring.current || first.current;
    restoring.current = false;
    first.current = false;
    if (shouldScrollToTop({ search, restoringHistory }) && !window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return null;
}

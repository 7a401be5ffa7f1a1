import { useEffect, useState } from 'react';

/**
 * Whether the page has loaded and the browser had an idle moment since: the promo overlays'
 * code is fetched only then, so none of it is in a page's first load nor competes with the
 * page's own pictures and scripts (the lobby's JavaScript budget and its LCP).
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle = 0;
    const whenIdle = () => {
      idle = window.requestIdleCallback ? window.requestIdleCallback(() => setReady(true), { timeout: 2000 }) : window.setTimeout(() => setReady(true), 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return ready;
}

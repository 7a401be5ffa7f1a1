'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import type { AffiliateTarget } from '@/lib/client/affiliate/track';

/**
 * Mounted once in the site shell: after the page's load event (never competing with it), and
 * again after every route change, loads lib/client/after-load.ts, which registers the service
 * worker (once) and reports the visit to the affiliate service when a referral code is known.
 * Only this stub is in the first load.
 */
export function AfterLoadTasks({ affiliate }: { affiliate: AffiliateTarget | null }) {
  const pathname = usePathname();
  useEffect(() => {
    const run = () => void import('@/lib/client/after-load').then((m) => m.afterLoad(affiliate));
    if (document.readyState === 'complete') {
      run();
      return;
    }
    window.addEventListener('load', run, { once: true });
    return () => window.removeEventListener('load', run);
  }, [pathname, affiliate]);
  return null;
}

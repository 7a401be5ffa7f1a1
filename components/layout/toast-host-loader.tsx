'use client';

import { lazy, Suspense, useState } from 'react';
import { useToasts } from '@/lib/client/toasts/toast-store';

const ToastHost = lazy(() => import('./toast-host').then((m) => ({ default: m.ToastHost })));

/**
 * Mounted once in the site shell. The host's code is fetched with the first toast, not with
 * every page (the lobby's first-load JS budget), and stays mounted from then on so its live
 * regions are there for the next one.
 */
export function ToastHostLoader() {
  const count = useToasts().length;
  const [needed, setNeeded] = useState(false);
  if (count > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}

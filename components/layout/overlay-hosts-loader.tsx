'use client';

import { lazy, Suspense } from 'react';
import { useOverlayHostsWanted } from '@/lib/client/overlay-hosts';

const OverlayHosts = lazy(() => import('./overlay-hosts').then((m) => ({ default: m.OverlayHosts })));

/** Mounted once in the site shell: loads the toast and modal hosts with the first toast or modal. */
export function OverlayHostsLoader() {
  if (!useOverlayHostsWanted()) return null;
  return (
    <Suspense fallback={null}>
      <OverlayHosts />
    </Suspense>
  );
}

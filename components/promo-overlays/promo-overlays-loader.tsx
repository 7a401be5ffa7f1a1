'use client';

import { lazy, Suspense } from 'react';
import type { SiteVariant } from '@/lib/domain/site-paths';
import { useAfterLoad } from '@/lib/client/promo-overlays/after-load';

const PromoOverlays = lazy(() => import('./promo-overlays'));

/**
 * Mounted once in the site shell: the promo popup and the flying high-fives (spec platform §2,
 * play-promos §2) load after the page has loaded and the browser is idle, so their code is in no
 * page's first load; this loader and its wait are all that every page carries.
 */
export function PromoOverlaysLoader({ variant }: { variant: SiteVariant }) {
  if (!useAfterLoad()) return null;
  return (
    <Suspense fallback={null}>
      <PromoOverlays variant={variant} />
    </Suspense>
  );
}

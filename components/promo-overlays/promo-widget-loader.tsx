'use client';

import { lazy, Suspense } from 'react';
import type { SiteVariant } from '@/lib/domain/site-paths';
import { useAfterLoad } from '@/lib/client/promo-overlays/after-load';

const PromoWidget = lazy(() => import('./promo-widget'));

/**
 * The promo widget's place at the end of the sidebar: its code and its data load after the page
 * has loaded and the browser is idle (the lobby's first-load budget and LCP), and it takes no room
 * until then; being last in the sidebar, its arrival moves nothing else.
 */
export function PromoWidgetLoader({ variant }: { variant: SiteVariant }) {
  if (!useAfterLoad()) return null;
  return (
    <Suspense fallback={null}>
      <PromoWidget variant={variant} />
    </Suspense>
  );
}

'use client';

import type { SiteVariant } from '@/lib/domain/site-paths';
import { FlyingHighFives } from './flying-high-fives';
import { PromoPopupHost } from './promo-popup-host';

/** The lazily loaded promo overlays of the site shell (promo-overlays-loader.tsx). */
export default function PromoOverlays({ variant }: { variant: SiteVariant }) {
  return (
    <>
      <PromoPopupHost variant={variant} />
      <FlyingHighFives variant={variant} />
    </>
  );
}

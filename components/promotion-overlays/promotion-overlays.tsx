'use client';

import { createPortal } from 'react-dom';
import { splitSitePath } from '@/lib/domain/routing/site-paths';
import { FlyingHighFives } from './flying-high-fives';
import { PromotionPopupHost } from './promotion-popup-host';
import PromotionTooltip from './promotion-tooltip';
import PromotionWidget from './promotion-widget';
import { PROMO_WIDGET_SLOT } from './widget-slot';

/**
 * The promo overlays of the site shell, loaded after the page's load event by
 * components/layout/overlay-hosts-loader.tsx (so in the browser only): the popup, the flying
 * high-fives, the widget, drawn into the sidebar's slot, and the tooltip by the promotions entry. Links stay in the page's variant.
 */
export default function PromotionOverlays() {
  const variant = splitSitePath(window.location.pathname).guest ? 'guest' : 'main';
  const slot = document.getElementById(PROMO_WIDGET_SLOT);
  return (
    <>
      <PromotionPopupHost variant={variant} />
      <FlyingHighFives variant={variant} />
      {slot && createPortal(<PromotionWidget variant={variant} />, slot)}
      <PromotionTooltip variant={variant} />
    </>
  );
}

'use client';

import { createPortal } from 'react-dom';
import { splitSitePath } from '@/lib/domain/routing/site-paths';
import { FlyingHighFives } from './flying-high-fives';
import { PromoPopupHost } from './promotion-popup-host';
import PromoTooltip from './promotion-tooltip';
import PromoWidget from './promotion-widget';
import { PROMO_WIDGET_SLOT } from './widget-slot';

/**
 * The promo overlays of the site shell, loaded after the page's load event by
 * components/layout/overlay-hosts-loader.tsx (so in the browser only): the popup, the flying
 * high-fives, the widget, drawn into the sidebar's slot, and the tooltip by the promotions entry. Links stay in the page's variant.
 */
export default function PromoOverlays() {
  const variant = splitSitePath(window.location.pathname).guest ? 'guest' : 'main';
  const slot = document.getElementById(PROMO_WIDGET_SLOT);
  return (
    <>
      <PromoPopupHost variant={variant} />
      <FlyingHighFives variant={variant} />
      {slot && createPortal(<PromoWidget variant={variant} />, slot)}
      <PromoTooltip variant={variant} />
    </>
  );
}

/**
 * The id of the sidebar's empty slot (components/layout/sidebar.tsx, server-rendered) the lazily
 * loaded promo overlays render the promo widget into (promotion-overlays.tsx, a portal).
 */
export const PROMO_WIDGET_SLOT = 'promo-widget-slot';

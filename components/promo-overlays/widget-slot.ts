/**
 * The id of the sidebar's empty slot (components/layout/sidebar.tsx, server-rendered) the lazily
 * loaded promo overlays render the promo widget into (promo-overlays.tsx, a portal).
 */
export const PROMO_WIDGET_SLOT = 'promo-widget-slot';

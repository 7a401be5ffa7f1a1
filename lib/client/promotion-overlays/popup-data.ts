import type { ServerConfig } from '@/lib/domain/content/server-config';
import { jsonApi } from '@/lib/client/json-api';
import { closedPopupCookie, type PopupTimes } from './popup-rules';

/** The popup as GET /json-api/serverdata answers it: texts in every language (the browser picks). */
export type PromotionPopupConfig = ServerConfig['promoPopup'];

const SERVER_DATA = '/json-api/serverdata';

/**
 * Reads the popup from the public server config. That answer may be kept by caches for a minute
 * (it is the same for everyone); after a `promo_popup_updated` the read names the new stamp in
 * its query, so no cache can answer it with the old popup.
 */
export async function loadPromotionPopup(freshStamp?: number): Promise<PromotionPopupConfig | null> {
  const answer = await jsonApi<{ data: { promoPopup?: PromotionPopupConfig } }>(SERVER_DATA, freshStamp === undefined ? {} : { query: { popup: freshStamp } });
  return answer.data.promoPopup ?? null;
}

/** Remembers `popup` as closed (until its end) in the visitor's cookie. */
export function rememberPopupClosed(popup: PopupTimes): void {
  document.cookie = closedPopupCookie(popup, window.location.protocol === 'https:');
}

'use client';

import { useCallback, useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { useLocale } from 'next-intl';
import { isLocale, pickText, DEFAULT_LOCALE } from '@/lib/domain/locales';
import { PROMO_LIMITS } from '@/lib/domain/promotions/promotions';
import { REALTIME_EVENTS, SITE_ROOM } from '@/lib/domain/realtime/realtime-events';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import { closeModal, dialogOpenOrOpening, openModal } from '@/lib/client/modals/modal-requests';
import { loadPromotionPopup, rememberPopupClosed, type PromotionPopupConfig } from '@/lib/client/promotion-overlays/popup-data';
import { popupShowsNow, schedulePopup, type PopupSchedule } from '@/lib/client/promotion-overlays/popup-scheduler';
import { onRealtimeEvent } from '@/lib/client/realtime/realtime-events';
import { getPreviousRoute } from '@/lib/client/route-history-store';
import { PromotionPopupBody } from './promotion-popup-body';

type PageFacts = Omit<PopupSchedule<PromotionPopupConfig>, 'load' | 'show'>;

/** What the popup rules read of the page, at the moment they read it. */
const PAGE: PageFacts = {
  path: () => window.location.pathname,
  previous: () => getPreviousRoute()?.path ?? null,
  cookies: () => document.cookie,
  now: () => Date.now(),
  // Another dialog on screen or just asked for (a drawer, a route's popup, the winners): the popup waits for it.
  busy: dialogOpenOrOpening,
};

/** Milliseconds since the document's load event (0 when the browser does not say). */
function sinceLoad(): number {
  if (typeof performance.getEntriesByType !== 'function') return 0;
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.loadEventEnd ? performance.now() - entry.loadEventEnd : 0;
}

/**
 * The promo popup (spec platform §2, §4, §7, §9): 3000 ms after a page loads (or after a
 * navigation), on a page it may cover, through the one modal stack (`openModal`), so it is focus
 * trapped and closes on Escape, on the overlay and on a route change. However it closes, the
 * cookie remembers its stamp until its end; `promo_popup_updated` (room `site`) reads it again
 * and shows it if the stamp changed.
 */
export function PromotionPopupHost({ variant }: { variant: SiteVariant }) {
  const pageLocale = useLocale();
  const locale = isLocale(pageLocale) ? pageLocale : DEFAULT_LOCALE;
  const pathname = usePathname();
  const firstPage = useRef(true);
  const openId = useRef<number | null>(null);
  const stamp = useRef<number | null>(null);

  const show = useCallback(
    (popup: PromotionPopupConfig) => {
      if (openId.current !== null) closeModal(openId.current);
      stamp.current = popup.updatedAt;
      const url = popup.buttonUrl.startsWith('/') ? sitePath(popup.buttonUrl, locale, variant) : popup.buttonUrl;
      const id = openModal({
        kind: 'custom',
        size: 'md',
        title: pickText(popup.title, locale),
        render: (close) => <PromotionPopupBody image={popup.image} body={pickText(popup.body, locale)} buttonText={pickText(popup.buttonText, locale)} url={url} onFollow={close} />,
        onClose: () => {
          rememberPopupClosed(popup);
          if (openId.current === id) openId.current = null;
        },
      });
      openId.current = id;
    },
    [locale, variant],
  );

  // Each page (the first from its load, the next ones from their navigation) gets its delay.
  useEffect(() => {
    const delay = PROMO_LIMITS.popupDelayMs - (firstPage.current ? sinceLoad() : 0);
    firstPage.current = false;
    const load = () =>
      loadPromotionPopup().then((popup) => {
        if (popup) stamp.current ??= popup.updatedAt;
        return popup;
      });
    return schedulePopup({ ...PAGE, load, show }, delay);
  }, [pathname, show]);

  // The operator changed the popup: an open page reads it again (its new stamp beats every cache).
  useEffect(() => {
    let stopped = false;
    let leave: (() => void) | null = null;
    const off = onRealtimeEvent(REALTIME_EVENTS.promoPopupUpdated, (event) => {
      if (!Number.isSafeInteger(event.updatedAt) || event.updatedAt === stamp.current) return;
      loadPromotionPopup(event.updatedAt).then(
        (popup) => {
          if (!stopped && popupShowsNow(popup, PAGE)) show(popup);
        },
        () => undefined, // not shown now; the next page load reads it again
      );
    });
    // Room `site` rides on whatever socket the tab has (a player's, a live page's): none is opened for it.
    void import('@/lib/client/realtime/realtime-connection').then((connection) => {
      if (stopped) return;
      connection.joinRooms([SITE_ROOM]);
      leave = () => connection.leaveRooms([SITE_ROOM]);
    });
    return () => {
      stopped = true;
      off();
      leave?.();
    };
  }, [show]);

  return null;
}

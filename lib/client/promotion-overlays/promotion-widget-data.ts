import { useEffect } from 'react';
import useSWR, { mutate } from 'swr';
import type { PromotionWidgetDto } from '@/lib/domain/promotions/promotion-dtos';
import { REALTIME_EVENTS } from '@/lib/domain/realtime/realtime-events';
import { jsonApi } from '@/lib/client/json-api';
import { onRealtimeEvent } from '@/lib/client/realtime/realtime-events';
import { onAuthEvent } from '@/lib/client/session/auth-events';
import { startSession, useSession } from '@/lib/client/session/session-store';
import { PLAYER_DATA } from '@/lib/client/swr/options';
import { withPoints } from './widget-view';

/**
 * The promo widget's data (GET /json-api/content/promo-widgets/current, docs/API.md). Keyed by
 * the language and the viewer (the player's id or 'guest'): a login or a logout changes the key,
 * so the member's view loads on login and the guest's is back on logout (spec platform §4
 * "promo widget data … reloaded"). `promo_points_changed` in the player's room writes the new
 * points into the cached answer with `mutate`, asking the server only when the next prize changes.
 */
export const PROMO_WIDGET_PATH = '/json-api/content/promo-widgets/current';

type Viewer = number | 'guest';
type WidgetKey = readonly [typeof PROMO_WIDGET_PATH, string, Viewer];

const isWidgetKey = (key: unknown): boolean => Array.isArray(key) && key[0] === PROMO_WIDGET_PATH;

async function fetchWidget([path, locale]: WidgetKey): Promise<PromotionWidgetDto> {
  return (await jsonApi<{ data: PromotionWidgetDto }>(path, { locale })).data;
}

/** The widget's answer for this page's language and viewer; undefined while loading or unknown. */
export function usePromotionWidget(locale: string) {
  const session = useSession();
  // A guest's page loads no session code by itself: the widget learns who is here.
  useEffect(() => startSession(), []);
  const viewer: Viewer | null = session.status === 'player' ? session.profile.user_id : session.status === 'guest' ? 'guest' : null;
  const key: WidgetKey | null = viewer === null ? null : [PROMO_WIDGET_PATH, locale, viewer];
  return useSWR<PromotionWidgetDto>(key, fetchWidget, PLAYER_DATA);
}

/** Live points and the session's events for every widget on the page; returns the unsubscribe. */
export function followPromotionWidget(): () => void {
  const offs = [
    onRealtimeEvent(REALTIME_EVENTS.promoPointsChanged, (event) => {
      if (!Number.isSafeInteger(event.actionId) || !Number.isSafeInteger(event.points)) return;
      let reload = false;
      const update = (current: PromotionWidgetDto | undefined) => {
        const next = current && withPoints(current, event.actionId, event.points);
        if (next === null) reload = true;
        return next && next !== 'unchanged' ? next : current;
      };
      void mutate<PromotionWidgetDto>(isWidgetKey, update, { revalidate: false }).then(() => {
        if (reload) void mutate(isWidgetKey);
      });
    }),
    // The key changes with the viewer already; these also refresh a key that stayed (a second tab's login).
    onAuthEvent('login', () => void mutate(isWidgetKey)),
    onAuthEvent('logout', () => void mutate(isWidgetKey)),
  ];
  return () => offs.forEach((off) => off());
}

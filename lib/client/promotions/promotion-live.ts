import { mutate } from 'swr';
import type { PromotionDto, UserPromotionDataDto } from '@/lib/domain/promotions/promotion-dtos';
import { promoRoom, REALTIME_EVENTS } from '@/lib/domain/realtime/realtime-events';
import { onRealtimeEvent } from '@/lib/client/realtime/realtime-events';
import { followRooms } from '@/lib/client/realtime/follow-rooms';
import { isParticipantsKey, isPromotionKey, PROMOS_PATH } from './promotion-data';

/**
 * A promo page live (spec §7 "prize pool counter update"; our promo_finished and
 * promo_points_changed): the page follows the room `promo:<id>` over the tab's one socket. The
 * pool is written into the promo's SWR entry as it comes; a finish reads every entry of the promo
 * again (status, winners, table); the player's points (their own room) go into their data and
 * the table is read again. Following the room itself is realtime/follow-rooms.ts.
 */
type Key = readonly unknown[];

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

export function followPromotion(id: number, slug: string, promoKey: Key, userId: number | null): () => void {
  const isGuest = userId === null;
  const listeners = [
    onRealtimeEvent(REALTIME_EVENTS.prizePoolCounterUpdate, (message) => {
      const counter: unknown = message.counter;
      if (message.actionId !== id || !counter || typeof counter !== 'object') return;
      const { amount, currency } = counter as { amount?: unknown; currency?: unknown };
      if (!isCount(amount) || typeof currency !== 'string') return;
      void mutate<PromotionDto>(promoKey, (p) => (p ? { ...p, prizePoolCounter: { id, amount, currency } } : p), { revalidate: false });
    }),
    onRealtimeEvent(REALTIME_EVENTS.promoFinished, (message) => {
      if (message.actionId === id) void mutate(isPromotionKey(id, slug));
    }),
    onRealtimeEvent(REALTIME_EVENTS.promoPointsChanged, (message) => {
      if (message.actionId !== id || userId === null || !isCount(message.points) || !isCount(message.additionalPoints)) return;
      const { points, additionalPoints } = message;
      void mutate<UserPromotionDataDto | null>([`${PROMOS_PATH}/${id}/participant`, userId], (d) => (d ? { ...d, points, additionalPoints } : d), { revalidate: false });
      void mutate(isParticipantsKey(id));
    }),
  ];
  return followRooms([promoRoom(id)], promoKey, isGuest, listeners);
}

import 'server-only';
import { eq } from 'drizzle-orm';
import { REALTIME_EVENTS, userRoom, type GiftEventGift } from '@/lib/domain/realtime/realtime-events';
import type { Executor } from '@/lib/platform/db/executor';
import { users } from '@/lib/platform/db/schema';
import { publish } from '@/lib/platform/realtime/bus';
import { log } from '@/lib/platform/log/logger';

/** The gift events a service collects in its transaction and publishes after the commit. */
export type GiftEventType =
  | typeof REALTIME_EVENTS.giftActivated
  | typeof REALTIME_EVENTS.giftAutoActivated
  | typeof REALTIME_EVENTS.giftStateUpdated
  | typeof REALTIME_EVENTS.giftStateChanged;

export interface GiftEvent {
  type: GiftEventType;
  gift: GiftEventGift;
}

/** The gift as an event names it. */
export const eventGift = (row: { id: number; type: GiftEventGift['type'] }, state: GiftEventGift['state']): GiftEventGift => ({ id: row.id, type: row.type, state });

/**
 * After the commit: each event to the player's room, in order. Never throws: the gift's change
 * is committed, and a lost live update only delays the browser's next reload.
 */
export async function publishGiftEvents(db: Executor, userId: number, events: readonly GiftEvent[]): Promise<void> {
  if (events.length === 0) return;
  try {
    const [player] = await db.select({ hash: users.hash }).from(users).where(eq(users.id, userId)).limit(1);
    if (!player) return;
    for (const event of events) await publish(userRoom(player.hash), { type: event.type, gift: event.gift });
  } catch (error) {
    log.error('gifts: gift events not published', error);
  }
}

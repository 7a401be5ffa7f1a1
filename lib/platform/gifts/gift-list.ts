import 'server-only';
import { and, count, desc, eq, gt, inArray, lte, ne } from 'drizzle-orm';
import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';
import type { Locale } from '@/lib/domain/locales';
import { REALTIME_EVENTS } from '@/lib/domain/realtime/realtime-events';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { userGifts } from '@/lib/platform/db/schema';
import { toGiftDto } from './gift-dto';
import { eventGift, publishGiftEvents } from './gift-events';

/** The states a gift can still be used in (spec §4: received, then activated). */
export const LIVE_GIFT_STATES = ['received', 'activated'] as const;

/**
 * Writes `expired` on the player's gifts whose time ran out. Nothing runs on a timer: states are
 * brought up to date when the player's gifts are read, and every rule that uses a gift checks
 * expiredAt itself (effectiveState), so a row not yet updated is never used. Each gift it
 * expires is told once (`gifts_state_changed` expired): the guarded UPDATE returns a row to one
 * writer only.
 */
export async function expireLapsedGifts(executor: Executor, userId: number, at: Date): Promise<void> {
  const expired = await executor
    .update(userGifts)
    .set({ state: 'expired', cashboxSelectedAt: null, updatedAt: at })
    .where(and(eq(userGifts.userId, userId), inArray(userGifts.state, [...LIVE_GIFT_STATES]), lte(userGifts.expiredAt, at)))
    .returning({ id: userGifts.id, type: userGifts.type });
  await publishGiftEvents(
    executor,
    userId,
    expired.map((row) => ({ type: REALTIME_EVENTS.giftStateChanged, gift: eventGift(row, 'expired') })),
  );
}

/**
 * GET /json-api/user-gifts: all of the player's gifts, newest first. The server lists every
 * reason; the browser drops reason `compoints` itself (spec §4 "loading gifts drops …").
 */
export async function listGifts(db: Executor, userId: number, locale: Locale): Promise<GiftDto[]> {
  const at = now();
  await expireLapsedGifts(db, userId, at);
  const rows = await db.select().from(userGifts).where(eq(userGifts.userId, userId)).orderBy(desc(userGifts.createdAt), desc(userGifts.id));
  return rows.map((row) => toGiftDto(row, locale, at.getTime()));
}

/**
 * GET /json-api/user-gifts/payout-gift-count: the gift counter (spec §3 "payoutGiftCount",
 * §4 "the gift counter counts gifts whose expiredAt is in the future"). Read as the gifts the
 * player can still use: expiredAt in the future and state received or activated — a used gift
 * keeps its expiredAt but has nothing left to give, so it is not counted. Gifts of reason
 * `compoints` belong to the compoints shop's Pick up tab, which the gift list leaves out (spec §4),
 * so they are not counted either: the counter counts what the Gifts tab shows (lib/domain/gifts/gift-list.ts).
 */
export async function payoutGiftCount(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userGifts)
    .where(
      and(eq(userGifts.userId, userId), inArray(userGifts.state, [...LIVE_GIFT_STATES]), gt(userGifts.expiredAt, now()), ne(userGifts.reason, 'compoints')),
    );
  return row?.n ?? 0;
}

import 'server-only';
import { and, count, eq, sql } from 'drizzle-orm';
import type { NoticeData } from '@/lib/domain/notifications/notices';
import { HIGH_FIVE_LIMITS, highFivePoints } from '@/lib/domain/promotions/promotions';
import { REALTIME_EVENTS, userRoom } from '@/lib/domain/realtime/realtime-events';
import { leaderName } from '@/lib/domain/tournaments/tournaments';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { promoHighFives, promoMembers, users } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { addNotice, publishNotice } from '@/lib/platform/notifications/notices';
import { publish } from '@/lib/platform/realtime/bus';
import { isExcludedNow } from '@/lib/platform/exclusion/excluded-now';
import { promotionError } from './errors';
import { assertActive, isMemberRow, memberRow, utcDay } from './membership';
import { lockMembers, movePromoPoints, publishPointMoves, type PointMove } from './points';
import { promotionRowForAction } from './promotion-reads';
import { assertHighFiveRewards } from './reward-gates';
import { log } from '@/lib/platform/log/logger';

/**
 * POST /json-api/high-fives (spec §6, §8, §9): a member gives another member a high-five; +1 point
 * to each (more at every fifth, highFivePoints), within HIGH_FIVE_LIMITS per UTC day. Both members'
 * rows are locked (ascending user id) before the giver's count of the day is read, so concurrent
 * high-fives of one giver are counted one after another and never pass the daily limit; the
 * unique (promo, from, to, day) is the last word on one a day to the same player.
 */

export interface HighFiveInput {
  promoId: number;
  fromUserId: number;
  toUserId: number;
}

export interface GivenHighFive {
  id: number;
  actionId: number;
  toUserId: number;
  /** The giver's points after it. */
  points: number;
  sentToday: number;
}

interface Given extends GivenHighFive {
  moves: PointMove[];
  notice: NoticeData | null;
  slug: string;
  from: { userId: number; username: string };
  toHash: string;
}

async function player(db: Executor, userId: number) {
  const [row] = await db.select({ id: users.id, hash: users.hash, nickName: users.nickName, multi: users.multiAccount }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export async function giveHighFive(db: Executor, input: HighFiveInput): Promise<GivenHighFive> {
  const at = now();
  const promo = await promotionRowForAction(db, input.promoId);
  if (promo.template === null || !promo.highFiveEnabled) throw promotionError('action_not_allowed');
  assertActive(promo, at);
  if (input.fromUserId === input.toUserId) throw promotionError('action_self_palm');
  const [giver, target] = await Promise.all([player(db, input.fromUserId), player(db, input.toUserId)]);
  if (!giver || giver.multi) throw promotionError('user_is_blocked_for_multi_account');
  if (!isMemberRow(promo, await memberRow(db, promo.id, giver.id))) throw promotionError('user_not_participate');
  if (!target || target.multi || !isMemberRow(promo, await memberRow(db, promo.id, target.id))) throw promotionError('cannot_high_five');
  // A player on a time-out or self-exclusion gets nothing promotional: the same refusal as any
  // other target that cannot take one, so the giver learns nothing about the other's protection.
  if (await isExcludedNow(db, target.id)) throw promotionError('cannot_high_five');
  await assertHighFiveRewards(db, giver.id, target.id);
  const day = utcDay(at);
  const given = await inTransaction(db, async (tx): Promise<Given> => {
    await lockMembers(tx, promo.id, [giver.id, target.id]);
    const mine = and(eq(promoHighFives.promoId, promo.id), eq(promoHighFives.fromUserId, giver.id), eq(promoHighFives.day, day));
    const [today] = await tx.select({ n: count() }).from(promoHighFives).where(mine);
    const [toTarget] = await tx.select({ n: count() }).from(promoHighFives).where(and(mine, eq(promoHighFives.toUserId, target.id)));
    if (Number(toTarget?.n ?? 0) >= HIGH_FIVE_LIMITS.perUserPerDay) throw promotionError('high_five_per_user_limit_reached');
    if (Number(today?.n ?? 0) >= HIGH_FIVE_LIMITS.perDay) throw promotionError('high_five_daily_limit_reached');
    const [row] = await tx.insert(promoHighFives).values({ promoId: promo.id, fromUserId: giver.id, toUserId: target.id, day, createdAt: at }).returning({ id: promoHighFives.id });
    const [sent] = await tx
      .update(promoMembers)
      .set({ highFivesSent: sql`${promoMembers.highFivesSent} + 1` })
      .where(and(eq(promoMembers.promoId, promo.id), eq(promoMembers.userId, giver.id)))
      .returning({ n: promoMembers.highFivesSent });
    const [received] = await tx
      .update(promoMembers)
      .set({ highFivesReceived: sql`${promoMembers.highFivesReceived} + 1` })
      .where(and(eq(promoMembers.promoId, promo.id), eq(promoMembers.userId, target.id)))
      .returning({ n: promoMembers.highFivesReceived });
    const ref = `high_five:${row!.id}`;
    const base = { promoId: promo.id, currency: 'main' as const, currencyId: promo.currencyId, ref };
    const out = await movePromoPoints(tx, { ...base, userId: giver.id, amount: highFivePoints('sent', sent!.n), reason: 'high_five_sent' });
    const inn = await movePromoPoints(tx, { ...base, userId: target.id, amount: highFivePoints('received', received!.n), reason: 'high_five_received' });
    const from = { userId: giver.id, username: leaderName(giver.nickName, giver.id) };
    const notice = await addNotice(tx, { userId: target.id, kind: 'high_five_received', params: { title: promo.title, from: from.username }, link: `/promo/${promo.slug}`, key: `high_five_received:${row!.id}` });
    return { id: row!.id, actionId: promo.id, toUserId: target.id, points: out.points, sentToday: Number(today?.n ?? 0) + 1, moves: [out, inn], notice, slug: promo.slug, from, toHash: target.hash };
  });
  await publishPointMoves(db, given.moves);
  try {
    await publish(userRoom(given.toHash), { type: REALTIME_EVENTS.highFiveReceived, actionId: given.actionId, slug: given.slug, highFiveId: given.id, from: given.from });
  } catch (error) {
    log.error('promotions: high_five_received not published', error);
  }
  await publishNotice(db, given.notice, given.toUserId);
  return { id: given.id, actionId: given.actionId, toUserId: given.toUserId, points: given.points, sentToday: given.sentToday };
}

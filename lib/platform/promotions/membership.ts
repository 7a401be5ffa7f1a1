import 'server-only';
import { and, asc, count, eq, gt, isNotNull, lt, or, sql } from 'drizzle-orm';
import { PROMO_COINS } from '@/lib/domain/money';
import type { UserPromotionDataDto } from '@/lib/domain/promotions/promotion-dtos';
import { isMember, membersDataRefusal, promotionStatus, showsHighFiveRank } from '@/lib/domain/promotions/promotions';
import type { EventStatus } from '@/lib/domain/tournaments/tournaments';
import type { Executor } from '@/lib/platform/db/executor';
import { promoHighFives, promoMembers, promoPrizeAwards, users } from '@/lib/platform/db/schema';
import { now } from '@/lib/platform/clock';
import { promotionError, promotionUnauthorized } from './errors';
import type { PromotionRow } from './promotion-dto';
import { promotionRowById, promotionRowForAction } from './promotion-reads';
import { foldBeforeRead } from './fold';
import { ensureMember } from './points';

/**
 * Membership (spec §4 "Promo", §6, §7 GET /json-api/actions/{id}/participant and POST
 * /json-api/actions/be_participant): a promo without the participate button counts every player
 * as a member; one with it, those who pressed it. Multi-account players cannot join (§6).
 */

export type MemberRow = typeof promoMembers.$inferSelect;

export const statusOf = (promo: PromotionRow, at: Date): EventStatus => promotionStatus(promo.finishedAt !== null, promo.startAt, promo.endAt, at);

/** The UTC day a high-five or a goal counts against (`yyyy-mm-dd`). */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The promo's rules for a call of its own: a template (not a static page) and active. */
export function assertActive(promo: PromotionRow, at: Date): void {
  if (promo.template === null) throw promotionError('action_not_allowed');
  if (statusOf(promo, at) !== 'active') throw promotionError('action_is_inactive');
}

export async function memberRow(db: Executor, promoId: number, userId: number): Promise<MemberRow | null> {
  const [row] = await db.select().from(promoMembers).where(and(eq(promoMembers.promoId, promoId), eq(promoMembers.userId, userId))).limit(1);
  return row ?? null;
}

export const isMemberRow = (promo: PromotionRow, row: MemberRow | null) => isMember(promo.participantButton, row?.joined ?? false);

/**
 * Refuses a player who may not see the promo's members' data (participants, high-fives and their
 * statistic): the domain's membersDataRefusal decides, here with the player's membership as
 * stored. A visitor never reaches this: those calls need a login (401 `unauthorized`).
 */
export async function assertSeesMembersData(db: Executor, promo: PromotionRow, userId: number, at: Date): Promise<void> {
  const member = isMemberRow(promo, promo.participantButton ? await memberRow(db, promo.id, userId) : null);
  const refusal = membersDataRefusal({ loggedIn: true, member }, { status: statusOf(promo, at), template: promo.template });
  if (refusal === 'unauthorized') throw promotionUnauthorized();
  if (refusal) throw promotionError(refusal);
}

export async function isMultiAccount(db: Executor, userId: number): Promise<boolean | null> {
  const [row] = await db.select({ multi: users.multiAccount }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? row.multi : null;
}

/**
 * The member's place in the participants table (points desc, who got there first): null below the
 * table's entry points (the player is not in the table).
 */
async function rankOf(db: Executor, promo: PromotionRow, row: MemberRow): Promise<number | null> {
  if (row.points < promo.tableEntryPoints * PROMO_COINS || row.points === 0) return null;
  const ahead = or(
    gt(promoMembers.points, row.points),
    and(eq(promoMembers.points, row.points), row.pointsAt === null ? isNotNull(promoMembers.pointsAt) : lt(promoMembers.pointsAt, row.pointsAt)),
    and(eq(promoMembers.points, row.points), row.pointsAt === null ? sql`${promoMembers.pointsAt} is null` : eq(promoMembers.pointsAt, row.pointsAt), lt(promoMembers.userId, row.userId)),
  );
  const [n] = await db.select({ n: count() }).from(promoMembers).where(and(eq(promoMembers.promoId, promo.id), ahead));
  return Number(n?.n ?? 0) + 1;
}

/** The player's data of one promo (UserPromotionDataDto); null when there is none to show (a promo with the button, not joined). */
export async function participantOf(db: Executor, promo: PromotionRow, userId: number, at: Date): Promise<UserPromotionDataDto | null> {
  // The rounds folded in first: the points and the rank are the committed ones (fold.ts).
  await foldBeforeRead(db);
  const row = await memberRow(db, promo.id, userId);
  // A promo with a participate button: no data until the player pressed it (a row may exist before
  // that, made by a win only to hold the player's share of the prize pool).
  if (!row?.joined && promo.participantButton) return null;
  const membership = isMemberRow(promo, row);
  const [prizes, sentToday] = await Promise.all([
    db.select({ prizeId: promoPrizeAwards.prizeId }).from(promoPrizeAwards).where(and(eq(promoPrizeAwards.promoId, promo.id), eq(promoPrizeAwards.userId, userId))).orderBy(asc(promoPrizeAwards.id)),
    // At most HIGH_FIVE_LIMITS.perDay rows: the page marks these players as high-fived after a reload too.
    db
      .select({ toUserId: promoHighFives.toUserId })
      .from(promoHighFives)
      .where(and(eq(promoHighFives.promoId, promo.id), eq(promoHighFives.fromUserId, userId), eq(promoHighFives.day, utcDay(at))))
      .orderBy(asc(promoHighFives.id)),
  ]);
  const rank = row && showsHighFiveRank(true, membership, statusOf(promo, at)) ? await rankOf(db, promo, row) : null;
  return {
    id: userId,
    actionId: promo.id,
    membership,
    points: row?.points ?? 0,
    additionalPoints: row?.additionalPoints ?? 0,
    receivedPrizes: prizes.map((p) => p.prizeId),
    highFive: { rank, sent: row?.highFivesSent ?? 0, received: row?.highFivesReceived ?? 0, sentToday: sentToday.length, sentTodayTo: sentToday.map((h) => h.toUserId) },
  };
}

/** GET /json-api/actions/{id}/participant: 404 `not_found` for an unknown promo, null (→ 404) when not joined. */
export async function participantData(db: Executor, promoId: number, userId: number, at: Date): Promise<UserPromotionDataDto | null> {
  return participantOf(db, await promotionRowById(db, promoId), userId, at);
}

/**
 * POST /json-api/actions/be_participant: joins a promo that has the participate button. Joining
 * again answers the same. Refusals: invalid_promotion (no such promo), action_not_allowed (a
 * static promo, or one without the button: everybody is a member already), action_is_inactive,
 * user_is_blocked_for_multi_account.
 */
export async function beParticipant(db: Executor, input: { promoId: number; userId: number }): Promise<{ ok: true; action_id: number }> {
  const at = now();
  const promo = await promotionRowForAction(db, input.promoId);
  if (promo.template === null || !promo.participantButton) throw promotionError('action_not_allowed');
  assertActive(promo, at);
  if (await isMultiAccount(db, input.userId)) throw promotionError('user_is_blocked_for_multi_account');
  await ensureMember(db, promo.id, input.userId, true);
  // A row made earlier to hold a pool share: joined now, its rounds count from now on (fold.ts).
  await db
    .update(promoMembers)
    .set({ joined: true, joinedAt: now() })
    .where(and(eq(promoMembers.promoId, promo.id), eq(promoMembers.userId, input.userId), eq(promoMembers.joined, false)));
  return { ok: true, action_id: promo.id };
}

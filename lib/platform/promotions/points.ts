import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PromotionPointReason } from '@/lib/domain/promotions/promotion-dtos';
import { REALTIME_EVENTS, userRoom } from '@/lib/domain/realtime/realtime-events';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { promoMembers, promoPointLogs, users } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { publish } from '@/lib/platform/realtime/bus';
import { promotionError } from './errors';
import { foldMember } from './fold';
import { log } from '@/lib/platform/log/logger';

/**
 * The one home of a member's points moving outside rounds (high-fives, exchanges, deposit goals,
 * the duck hunt; rounds record theirs on their own row, folded into the member row later:
 * round-points.ts, fold.ts). A movement
 * locks the member's row (`for update`), so two movements of one member never interleave; it is
 * refused below zero (`insufficient_funds` with `missing`), and it is written with its one row
 * of the balance log in the caller's transaction. The log's unique (promo, user, reason, ref)
 * makes it once: a repeat moves nothing and answers the first movement's result. The caller
 * publishes `promo_points_changed` after its commit (publishPointMoves).
 */

export interface PointMoveInput {
  promoId: number;
  userId: number;
  /** The promo's own currency (`points`) or its additional one (`additionalPoints`). */
  currency: 'main' | 'additional';
  /** The promo currency's id (written in the log). */
  currencyId: number;
  /** Minor points, negative to spend. */
  amount: number;
  reason: PromotionPointReason;
  /** What caused it (a high-five id, a prize, a goal and day …): once per (promo, user, reason, ref). */
  ref: string;
  /** Whether the player joined by pressing the button (kept as it is when the row exists). */
  joined?: boolean;
}

export interface PointMove {
  promoId: number;
  userId: number;
  /** The member's balances right after this movement (for a repeat: as they are now). */
  points: number;
  additionalPoints: number;
  amount: number;
  /** True when the ref had moved already: nothing moved now. */
  repeated: boolean;
}

/** A member's row, made when missing (a promo without the participate button counts everybody). */
export async function ensureMember(tx: Executor, promoId: number, userId: number, joined = false): Promise<void> {
  const at = now();
  await tx
    .insert(promoMembers)
    .values({ promoId, userId, joined, joinedAt: joined ? at : null, createdAt: at })
    .onConflictDoNothing();
}

/**
 * Locks the members' rows, in ascending user id (every transaction that locks two members does it
 * in that order, so two of them never wait for each other in a cycle); makes missing ones first.
 */
export async function lockMembers(tx: Executor, promoId: number, userIds: readonly number[]) {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  for (const id of ids) await ensureMember(tx, promoId, id);
  return tx
    .select()
    .from(promoMembers)
    .where(and(eq(promoMembers.promoId, promoId), inArray(promoMembers.userId, ids)))
    .orderBy(promoMembers.userId)
    .for('update');
}

export async function movePromoPoints(db: Executor, input: PointMoveInput): Promise<PointMove> {
  if (!Number.isSafeInteger(input.amount) || input.amount === 0) throw new Error(`promo points: ${input.amount} is not a whole non-zero amount`);
  return inTransaction(db, async (tx) => {
    await ensureMember(tx, input.promoId, input.userId, input.joined ?? false);
    // The rounds not yet in the row first (fold.ts): the balance checked below is then exact.
    await foldMember(tx, input.promoId, input.userId);
    const [member] = await tx
      .select()
      .from(promoMembers)
      .where(and(eq(promoMembers.promoId, input.promoId), eq(promoMembers.userId, input.userId)))
      .for('update');
    const [done] = await tx
      .select({ amount: promoPointLogs.amount })
      .from(promoPointLogs)
      .where(and(eq(promoPointLogs.promoId, input.promoId), eq(promoPointLogs.userId, input.userId), eq(promoPointLogs.reason, input.reason), eq(promoPointLogs.ref, input.ref)))
      .limit(1);
    if (done) return { promoId: input.promoId, userId: input.userId, points: member!.points, additionalPoints: member!.additionalPoints, amount: done.amount, repeated: true };
    const column = input.currency === 'main' ? promoMembers.points : promoMembers.additionalPoints;
    const before = input.currency === 'main' ? member!.points : member!.additionalPoints;
    if (before + input.amount < 0) throw promotionError('insufficient_funds', { missing: -(before + input.amount) });
    const at = now();
    const set = input.currency === 'main' ? { points: sql`${column} + ${input.amount}`, pointsAt: at } : { additionalPoints: sql`${column} + ${input.amount}` };
    const [after] = await tx
      .update(promoMembers)
      .set(set)
      .where(and(eq(promoMembers.promoId, input.promoId), eq(promoMembers.userId, input.userId), sql`${column} + ${input.amount} >= 0`))
      .returning({ points: promoMembers.points, additionalPoints: promoMembers.additionalPoints });
    if (!after) throw promotionError('insufficient_funds', { missing: -(before + input.amount) });
    await tx.insert(promoPointLogs).values({
      promoId: input.promoId,
      userId: input.userId,
      currencyId: input.currencyId,
      amount: input.amount,
      balance: input.currency === 'main' ? after.points : after.additionalPoints,
      reason: input.reason,
      ref: input.ref,
      createdAt: at,
    });
    return { promoId: input.promoId, userId: input.userId, points: after.points, additionalPoints: after.additionalPoints, amount: input.amount, repeated: false };
  });
}

/** After the commit: `promo_points_changed` to each moved player's room (the last balance of each). Never throws. */
export async function publishPointMoves(db: Executor, moves: readonly PointMove[]): Promise<void> {
  const last = new Map<string, PointMove>();
  for (const move of moves) if (!move.repeated) last.set(`${move.promoId}:${move.userId}`, move);
  if (last.size === 0) return;
  try {
    const ids = [...new Set([...last.values()].map((m) => m.userId))];
    const hashes = new Map((await db.select({ id: users.id, hash: users.hash }).from(users).where(inArray(users.id, ids))).map((u) => [u.id, u.hash]));
    for (const move of last.values()) {
      const hash = hashes.get(move.userId);
      if (hash) await publish(userRoom(hash), { type: REALTIME_EVENTS.promoPointsChanged, actionId: move.promoId, points: move.points, additionalPoints: move.additionalPoints });
    }
  } catch (error) {
    log.error('promotions: promo_points_changed not published', error);
  }
}

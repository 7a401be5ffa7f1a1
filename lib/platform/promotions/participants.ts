import 'server-only';
import { and, asc, count, desc, eq, gt, gte, ilike, sql, type SQL } from 'drizzle-orm';
import { PROMO_COINS } from '@/lib/domain/money';
import type { ParticipantsQuery } from '@/lib/domain/promotion-calls';
import type { ActionBalanceLogDto, PageOf, PromoParticipantDto, PromoPointReason } from '@/lib/domain/promotion-dtos';
import type { Executor } from '@/lib/platform/db/executor';
import { promoBalanceLog, promoMembers, promotions, users } from '@/lib/platform/db/schema';
import { promoRowById } from './promo-reads';

/**
 * The participants table (spec §7 GET /json-api/actions/{promoId}/participants, §9 table entry)
 * and the player's balance log (GET /json-api/action-balance-logs). The table holds the members
 * with at least the promo's entry points (and more than none); the rank is by points, then who
 * got there first, then the id, and stays the player's place whatever the sort or the search.
 */

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function participantsOf(db: Executor, promoId: number, query: ParticipantsQuery): Promise<PageOf<PromoParticipantDto>> {
  const promo = await promoRowById(db, promoId);
  const inTable = and(
    eq(promoMembers.promoId, promo.id),
    gte(promoMembers.points, promo.tableEntryPoints * PROMO_COINS),
    gt(promoMembers.points, 0),
    // Points of a promo with the button are only earned after pressing it; the check keeps the table honest anyway.
    promo.participantButton ? eq(promoMembers.joined, true) : undefined,
  );
  const ranked = db
    .select({
      userId: promoMembers.userId,
      nickName: users.nickName,
      points: promoMembers.points,
      received: promoMembers.highFivesReceived,
      rank: sql<number>`row_number() over (order by ${promoMembers.points} desc, ${promoMembers.pointsAt} asc nulls last, ${promoMembers.userId} asc)`.mapWith(Number).as('rank'),
      login: sql<string>`lower(coalesce(nullif(trim(${users.nickName}), ''), '#' || ${users.id}))`.as('login'),
    })
    .from(promoMembers)
    .innerJoin(users, eq(users.id, promoMembers.userId))
    .where(inTable)
    .as('ranked');
  const where: SQL | undefined = query.q ? ilike(ranked.nickName, likePattern(query.q)) : undefined;
  const dir = query.order === 'asc' ? asc : desc;
  const order = query.field === 'points' ? [dir(ranked.points), asc(ranked.rank)] : query.field === 'login' ? [dir(ranked.login), asc(ranked.rank)] : [dir(ranked.rank)];
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(ranked)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(ranked).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      userId: r.userId,
      username: r.nickName && r.nickName.trim() !== '' ? r.nickName : `#${r.userId}`,
      rank: Number(r.rank),
      points: r.points,
      highFivesReceived: r.received,
    })),
    totalItems: Number(total[0]?.n ?? 0),
  };
}

/**
 * The player's movements in one promo, newest first (an unknown promo has none), from the view
 * `promo_balance_log` (the log table and the rounds' own entries, migration 0024). Read from a day
 * before the promo started: no movement is older, and the rounds' part of the view is then read
 * by (player, time) over the promo's rounds only, not all the player ever played.
 */
export async function balanceLogs(db: Executor, userId: number, query: { actionId: number; limit: number; page: number }): Promise<PageOf<ActionBalanceLogDto>> {
  const [promo] = await db.select({ startAt: promotions.startAt }).from(promotions).where(eq(promotions.id, query.actionId)).limit(1);
  if (!promo) return { items: [], totalItems: 0 };
  const since = new Date(promo.startAt.getTime() - 24 * 3600_000);
  const where = and(eq(promoBalanceLog.userId, userId), eq(promoBalanceLog.promoId, query.actionId), gte(promoBalanceLog.createdAt, since));
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(promoBalanceLog)
      .where(where)
      .orderBy(desc(promoBalanceLog.createdAt), desc(promoBalanceLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(promoBalanceLog).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      actionId: r.promoId,
      currencyId: r.currencyId,
      amount: r.amount,
      balance: r.balance,
      reason: r.reason as PromoPointReason,
      createdAt: r.createdAt.toISOString(),
    })),
    totalItems: Number(total[0]?.n ?? 0),
  };
}


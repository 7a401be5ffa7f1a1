import 'server-only';
import { and, asc, count, desc, eq, gt, gte, ilike, sql, type SQL } from 'drizzle-orm';
import { PROMO_COINS } from '@/lib/domain/money';
import type { ParticipantsQuery } from '@/lib/domain/promotions/promotion-calls';
import type { PromotionBalanceLogDto, PageOf, PromotionParticipantDto, PromotionPointReason } from '@/lib/domain/promotions/promotion-dtos';
import type { Executor } from '@/lib/platform/db/executor';
import { queryRows } from '@/lib/platform/db/driver-query';
import { gameRounds, promoFold, promoMembers, promoPointLogs, promotions, users } from '@/lib/platform/db/schema';
import { countsInRankings } from '@/lib/platform/demo-data/rankings';
import { foldBeforeRead, roundsCountFrom } from './fold';
import { promotionRowById } from './promotion-reads';
import { assertSeesMembersData } from './membership';

/**
 * The participants table (spec §7 GET /json-api/actions/{promoId}/participants, §9 table entry)
 * and the player's balance log (GET /json-api/action-balance-logs). The table holds the members
 * with at least the promo's entry points (and more than none); the rank is by points, then who
 * got there first, then the id, and stays the player's place whatever the sort or the search.
 */

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Only to a member of the running promo (assertSeesMembersData; spec §6 "participants data"). */
export async function participantsOf(db: Executor, promoId: number, viewerId: number, query: ParticipantsQuery, at: Date): Promise<PageOf<PromotionParticipantDto>> {
  const promo = await promotionRowById(db, promoId);
  await assertSeesMembersData(db, promo, viewerId, at);
  // The rounds folded into the member rows first (fold.ts): the table is as committed.
  await foldBeforeRead(db);
  const inTable = and(
    eq(promoMembers.promoId, promo.id),
    gte(promoMembers.points, promo.tableEntryPoints * PROMO_COINS),
    gt(promoMembers.points, 0),
    // Points of a promo with the button are only earned after pressing it; the check keeps the table honest anyway.
    promo.participantButton ? eq(promoMembers.joined, true) : undefined,
    countsInRankings(promoMembers.userId),
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

/** A row of the player's balance log as the query answers it. */
interface LogRow {
  id: number | string;
  currency_id: number;
  amount: number | string;
  balance: number | string;
  reason: string;
  created_at: Date | string;
}

/** The player's movements in one promo: (id, currency_id, amount, reason, created_at). */
export function balanceLogMoves(input: { userId: number; promoId: number; since: Date }): SQL {
  const { userId, promoId, since } = input;
  // Since when the player's rounds count, as the fold counts them (fold.ts).
  const countsFrom = sql`(select ${roundsCountFrom('p', 'l')} from ${promotions} p left join ${promoMembers} l on l.promo_id = p.id and l.user_id = ${userId} where p.id = ${promoId})`;
  return sql`select l.id, l.currency_id, l.amount, l.reason, l.created_at from ${promoPointLogs} l where l.promo_id = ${promoId} and l.user_id = ${userId}
    union all
    select r.id, (r.promo_moves[i][2])::integer, r.promo_moves[i][3], 'round', r.created_at
    from ${gameRounds} r, generate_subscripts(r.promo_moves, 1) i
    where r.user_id = ${userId} and r.created_at >= ${since.toISOString()}::timestamptz and r.promo_moves is not null
      and r.promo_moves[i][1] = ${promoId} and r.promo_moves[i][3] > 0
      and (r.id <= (select floor from ${promoFold} where id = 1) or r.created_at >= ${countsFrom})`;
}

/**
 * The player's movements in one promo, newest first (an unknown promo has none): the rows of
 * `promo_point_logs` and the rounds' entries (`game_rounds.promo_moves`), with the balance after
 * each summed in id order (the ids come from one sequence, migration 0024). A round's entry is
 * the player's only as a member: every round in a promo without the participate button, the
 * rounds since pressing it in one with it (fold.ts counts the same); rounds up to
 * `promo_fold.floor` carry a member's movements only (migration 0025). The rounds are read by
 * (player, time) from a day before the promo started: no movement is older.
 */
export async function balanceLogs(db: Executor, userId: number, query: { actionId: number; limit: number; page: number }): Promise<PageOf<PromotionBalanceLogDto>> {
  const [promo] = await db.select({ startAt: promotions.startAt }).from(promotions).where(eq(promotions.id, query.actionId)).limit(1);
  if (!promo) return { items: [], totalItems: 0 };
  const since = new Date(promo.startAt.getTime() - 24 * 3600_000);
  const moves = balanceLogMoves({ userId, promoId: query.actionId, since });
  const [rows, total] = await Promise.all([
    queryRows<LogRow>(
      db,
      sql`select * from (select m.*, sum(m.amount) over (partition by m.currency_id order by m.id) as balance from (${moves}) m) logged
        order by created_at desc, id desc limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
    ),
    queryRows<{ n: number | string }>(db, sql`select count(*) as n from (${moves}) m`),
  ]);
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      actionId: query.actionId,
      currencyId: r.currency_id,
      amount: Number(r.amount),
      balance: Number(r.balance),
      reason: r.reason as PromotionPointReason,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    totalItems: Number(total[0]?.n ?? 0),
  };
}

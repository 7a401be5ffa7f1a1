import 'server-only';
import { aliasedTable, and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { HighFiveDto, HighFiveStatisticDto, PageOf } from '@/lib/domain/promotions/promotion-dtos';
import type { HighFivesQuery } from '@/lib/domain/promotions/promotion-calls';
import { leaderName } from '@/lib/domain/tournaments/tournaments';
import type { Executor } from '@/lib/platform/db/executor';
import { countsInRankings } from '@/lib/platform/demo-data/rankings';
import { promoHighFives, promoMembers, users } from '@/lib/platform/db/schema';
import { assertSeesMembersData, utcDay } from './membership';
import { promotionRowById } from './promotion-reads';

/**
 * GET /json-api/actions/{promoId}/high-fives and /high-fives/statistic (spec §7; §6 "high-five …
 * data: visitor no; logged-in player yes, when member and promo active", assertSeesMembersData):
 * a member reads their own high-fives (`type` sent or received, both when left out) and the
 * promo's statistic.
 */

const giver = aliasedTable(users, 'giver');
const receiver = aliasedTable(users, 'receiver');

export async function highFivesOf(db: Executor, promoId: number, viewerId: number, query: HighFivesQuery, at: Date): Promise<PageOf<HighFiveDto>> {
  const promo = await promotionRowById(db, promoId);
  await assertSeesMembersData(db, promo, viewerId, at);
  const mine: SQL | undefined =
    query.type === 'sent'
      ? eq(promoHighFives.fromUserId, viewerId)
      : query.type === 'received'
        ? eq(promoHighFives.toUserId, viewerId)
        : or(eq(promoHighFives.fromUserId, viewerId), eq(promoHighFives.toUserId, viewerId));
  const where = and(eq(promoHighFives.promoId, promo.id), mine);
  const order = query.order === 'asc' ? asc(promoHighFives.id) : desc(promoHighFives.id);
  const [rows, total] = await Promise.all([
    db
      .select({ id: promoHighFives.id, createdAt: promoHighFives.createdAt, fromId: giver.id, fromNick: giver.nickName, toId: receiver.id, toNick: receiver.nickName })
      .from(promoHighFives)
      .innerJoin(giver, eq(giver.id, promoHighFives.fromUserId))
      .innerJoin(receiver, eq(receiver.id, promoHighFives.toUserId))
      .where(where)
      .orderBy(order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(promoHighFives).where(where),
  ]);
  const items = rows.map((r): HighFiveDto => {
    const from = { userId: r.fromId, username: leaderName(r.fromNick, r.fromId) };
    const to = { userId: r.toId, username: leaderName(r.toNick, r.toId) };
    const received = r.toId === viewerId;
    return { id: r.id, type: received ? 'received' : 'sent', user: received ? from : to, from, to, createdAt: r.createdAt.toISOString() };
  });
  return { items, totalItems: Number(total[0]?.n ?? 0) };
}

/** The promo's totals (all and today, UTC) and the three players who received the most. */
export async function highFiveStatistic(db: Executor, promoId: number, viewerId: number, at: Date): Promise<HighFiveStatisticDto> {
  const promo = await promotionRowById(db, promoId);
  await assertSeesMembersData(db, promo, viewerId, at);
  const [[all], [today], top] = await Promise.all([
    db.select({ n: count() }).from(promoHighFives).where(eq(promoHighFives.promoId, promo.id)),
    db.select({ n: count() }).from(promoHighFives).where(and(eq(promoHighFives.promoId, promo.id), eq(promoHighFives.day, utcDay(at)))),
    db
      .select({ userId: promoMembers.userId, nickName: users.nickName, received: promoMembers.highFivesReceived })
      .from(promoMembers)
      .innerJoin(users, eq(users.id, promoMembers.userId))
      .where(and(eq(promoMembers.promoId, promo.id), sql`${promoMembers.highFivesReceived} > 0`, countsInRankings(promoMembers.userId)))
      .orderBy(desc(promoMembers.highFivesReceived), asc(promoMembers.userId))
      .limit(3),
  ]);
  return {
    total: Number(all?.n ?? 0),
    today: Number(today?.n ?? 0),
    top: top.map((t) => ({ userId: t.userId, username: leaderName(t.nickName, t.userId), received: t.received })),
  };
}

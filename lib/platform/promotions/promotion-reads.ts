import 'server-only';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, sum } from 'drizzle-orm';
import type { Locale } from '@/lib/domain/locales';
import type { PromotionDto, PromotionWinnerDto } from '@/lib/domain/promotions/promotion-dtos';
import { isMember, isPlayablePromotion } from '@/lib/domain/promotions/promotions';
import { leaderName } from '@/lib/domain/tournaments/tournaments';
import type { Executor } from '@/lib/platform/db/executor';
import { games, promoCurrencies, promoGames, promoMembers, promoPrizeAwards, promoPrizes, promotions, users } from '@/lib/platform/db/schema';
import { countsInRankings } from '@/lib/platform/demo-data/rankings';
import { promotionError, promotionNotFound } from './errors';
import { foldBeforeRead } from './fold';
import { comparePromotions, toPrizeDto, toPromotionDto, type PromotionCurrencyRow, type PromotionRow } from './promotion-dto';

/**
 * The read side of promotions (spec §7 GET /json-api/actions, /actions/active,
 * /actions/{slug}): every promo with its prizes and their winners, the prize pool, the prizes
 * handed out and the games that earn points, ordered active → future → past, then by priority.
 * `viewerId` null is a guest (`isMember` null).
 */

const byPromo = <T extends { promoId: number }>(rows: readonly T[]) => {
  const out = new Map<number, T[]>();
  for (const row of rows) out.set(row.promoId, [...(out.get(row.promoId) ?? []), row]);
  return out;
};

async function shape(db: Executor, rows: readonly PromotionRow[], locale: Locale, at: Date, viewerId: number | null): Promise<PromotionDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // The pools are the member rows' shares: the rounds folded in first (fold.ts).
  await foldBeforeRead(db);
  const [currencyRows, prizeRows, awardRows, poolRows, gameRows, memberRows] = await Promise.all([
    db.select().from(promoCurrencies),
    db.select().from(promoPrizes).where(inArray(promoPrizes.promoId, ids)).orderBy(asc(promoPrizes.position), asc(promoPrizes.id)),
    db
      .select({ promoId: promoPrizeAwards.promoId, prizeId: promoPrizeAwards.prizeId, userId: promoPrizeAwards.userId, nickName: users.nickName })
      .from(promoPrizeAwards)
      .innerJoin(users, eq(users.id, promoPrizeAwards.userId))
      .where(and(inArray(promoPrizeAwards.promoId, ids), countsInRankings(promoPrizeAwards.userId)))
      .orderBy(asc(promoPrizeAwards.id)),
    db
      .select({ promoId: promoMembers.promoId, total: sum(promoMembers.poolShare).mapWith(Number) })
      .from(promoMembers)
      .where(inArray(promoMembers.promoId, ids))
      .groupBy(promoMembers.promoId),
    db.select({ promoId: promoGames.promoId, slug: games.slug }).from(promoGames).innerJoin(games, eq(games.id, promoGames.gameId)).where(inArray(promoGames.promoId, ids)).orderBy(asc(games.slug)),
    viewerId === null
      ? Promise.resolve([])
      : db.select({ promoId: promoMembers.promoId, joined: promoMembers.joined }).from(promoMembers).where(and(eq(promoMembers.userId, viewerId), inArray(promoMembers.promoId, ids))),
  ]);
  const currencies = new Map<number, PromotionCurrencyRow>(currencyRows.map((c) => [c.id, c]));
  const winners = new Map<number, PromotionWinnerDto[]>();
  for (const a of awardRows) winners.set(a.prizeId, [...(winners.get(a.prizeId) ?? []), { userId: a.userId, username: leaderName(a.nickName, a.userId) }]);
  const prizes = byPromo(prizeRows);
  const awards = byPromo(awardRows);
  const pools = new Map(poolRows.map((p) => [p.promoId, p.total ?? 0]));
  const gameSlugs = byPromo(gameRows);
  const joined = new Map(memberRows.map((m) => [m.promoId, m.joined]));
  return rows.map((row) =>
    toPromotionDto(row, locale, at, {
      currencies,
      prizes: (prizes.get(row.id) ?? []).map((p) => toPrizeDto(p, locale, winners.get(p.id) ?? [])),
      poolShares: pools.get(row.id) ?? 0,
      sentGiftsCount: awards.get(row.id)?.length ?? 0,
      games: (gameSlugs.get(row.id) ?? []).map((g) => g.slug),
      isMember: viewerId === null ? null : isMember(row.participantButton, joined.get(row.id) ?? false),
    }),
  );
}

/** Spec §7 GET /json-api/actions: every promo, active → future → past, then by priority. */
export async function listPromotions(db: Executor, locale: Locale, at: Date, viewerId: number | null): Promise<PromotionDto[]> {
  const rows = await db.select().from(promotions);
  return (await shape(db, rows, locale, at, viewerId)).sort(comparePromotions);
}

/** Spec §7 GET /json-api/actions/active: the promos whose status is active and that have a template (spec §4). */
export async function activePromos(db: Executor, locale: Locale, at: Date, viewerId: number | null): Promise<PromotionDto[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(and(isNull(promotions.finishedAt), isNotNull(promotions.template), lte(promotions.startAt, at), gt(promotions.endAt, at)));
  return (await shape(db, rows, locale, at, viewerId)).filter((p) => isPlayablePromotion(p.status, p.template)).sort(comparePromotions);
}

/** Spec §7 GET /json-api/actions/{slug}: one promo; 404 `not_found` for an unknown slug. */
export async function promotionBySlug(db: Executor, slug: string, locale: Locale, at: Date, viewerId: number | null = null): Promise<PromotionDto> {
  const [row] = await db.select().from(promotions).where(eq(promotions.slug, slug)).limit(1);
  if (!row) throw promotionNotFound();
  const [dto] = await shape(db, [row], locale, at, viewerId);
  return dto!;
}

/** The promo row of an id from a path (404 `not_found` when there is none). */
export async function promotionRowById(db: Executor, id: number): Promise<PromotionRow> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id)).limit(1);
  if (!row) throw promotionNotFound();
  return row;
}

/** Whether a promo of this id exists, whatever its state (the /ws server lets anyone follow its room). */
export async function promotionExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: promotions.id }).from(promotions).where(eq(promotions.id, id)).limit(1);
  return row !== undefined;
}

/** The promo row of an id from a body (`actionId`): an unknown one is `invalid_promotion`. */
export async function promotionRowForAction(db: Executor, id: number): Promise<PromotionRow> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id)).limit(1);
  if (!row) throw promotionError('invalid_promotion');
  return row;
}

/** Every slug (the sitemap). */
export async function promotionSlugs(db: Executor): Promise<string[]> {
  const rows = await db.select({ slug: promotions.slug }).from(promotions).orderBy(asc(promotions.id));
  return rows.map((r) => r.slug);
}

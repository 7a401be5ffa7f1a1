import 'server-only';
import { and, gt, inArray, isNull } from 'drizzle-orm';
import type { PromotionPointRules } from '@/lib/domain/promotions/promotion-dtos';
import { poolShareOfWin, roundPoints } from '@/lib/domain/promotions/promotions';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { promoGames, promotions } from '@/lib/platform/db/schema';

/**
 * A real-money round's promotion points and prize-pool growth. The round's own insert
 * records them (games/round-record.ts, `promo_moves`: `promoMovesOf`), so they exist only when the
 * round's money moved (a retried round inserts nothing: once by construction) and commit or roll
 * back with it, at no extra statement. The member rows take them later (fold.ts).
 *
 * - Points: each active promo with a template whose rules price the round's currency, and whose
 *   games include the round's game (no games listed = every game), earns `roundPoints` — counted
 *   for a member only (fold.ts), and an entry of the balance log (reason `round`).
 * - Pool: each active promo with a pool grows by 1 % of the round's real-money win.
 *
 * Which promos apply is decided in the process from a snapshot of the active promos' rules (no
 * query per round), read again after PROMO_RULES_TTL_MS or as soon as a promo starts or ends; an
 * operator's edit of a running promo reaches every instance within that time.
 */
export const PROMO_RULES_TTL_MS = 15_000;

interface EarningPromotion {
  id: number;
  currencyId: number;
  rules: PromotionPointRules;
  /** Null: every game. */
  gameIds: Set<number> | null;
}

interface PoolPromotion {
  id: number;
  currencyId: number;
  currency: string;
}

export interface PromotionRoundRules {
  earning: EarningPromotion[];
  pools: PoolPromotion[];
  /** Epoch ms after which the snapshot is read again (the TTL, or the next start or end of a promo). */
  validUntil: number;
}

let cached: { at: Promise<PromotionRoundRules>; validUntil: number } | null = null;

/** The rules of the promos running now (a snapshot; see the file's comment). */
export function promotionRoundRules(db: Executor): Promise<PromotionRoundRules> {
  const at = now().getTime();
  if (cached && at < cached.validUntil) return cached.at;
  const read = readRules(db, at);
  cached = { at: read, validUntil: at + PROMO_RULES_TTL_MS };
  read.then(
    (rules) => {
      if (cached?.at === read) cached.validUntil = rules.validUntil;
    },
    () => {
      if (cached?.at === read) cached = null;
    },
  );
  return read;
}

/** Forgets the snapshot: the next round reads the promos again (tests, and a change made in this process). */
export function forgetPromoRoundRules(): void {
  cached = null;
}

async function readRules(db: Executor, at: number): Promise<PromotionRoundRules> {
  const atDate = new Date(at);
  const rows = await db
    .select({
      id: promotions.id,
      template: promotions.template,
      currencyId: promotions.currencyId,
      rules: promotions.pointRules,
      poolCurrency: promotions.poolCurrency,
      startAt: promotions.startAt,
      endAt: promotions.endAt,
    })
    .from(promotions)
    .where(and(isNull(promotions.finishedAt), gt(promotions.endAt, atDate)));
  let validUntil = at + PROMO_RULES_TTL_MS;
  for (const row of rows) {
    for (const edge of [row.startAt.getTime(), row.endAt.getTime()]) if (edge > at && edge < validUntil) validUntil = edge;
  }
  const running = rows.filter((row) => row.startAt.getTime() <= at);
  const earningRows = running.filter((row) => row.template !== null && (row.rules.stake !== null || row.rules.win !== null));
  const games = earningRows.length === 0 ? [] : await db.select().from(promoGames).where(inArray(promoGames.promoId, earningRows.map((row) => row.id)));
  return {
    earning: earningRows.map((row) => {
      const own = games.filter((g) => g.promoId === row.id).map((g) => g.gameId);
      return { id: row.id, currencyId: row.currencyId, rules: row.rules, gameIds: own.length > 0 ? new Set(own) : null };
    }),
    pools: running.filter((row) => row.poolCurrency !== null).map((row) => ({ id: row.id, currencyId: row.currencyId, currency: row.poolCurrency! })),
    validUntil,
  };
}

/** What a round earns in one promo: minor points (0: none; a member's only, fold.ts) and hundredths of a minor unit of its pool. */
export interface PromotionEarned {
  promoId: number;
  currencyId: number;
  amount: number;
  share: number;
}

/** What a round earns, per promo it touches. */
export type PromotionEarning = readonly PromotionEarned[];

export const NO_EARNING: PromotionEarning = [];

/** What one real-money round earns under the rules (the real money its stake took and its win paid). */
export function earningOfRound(rules: PromotionRoundRules, round: { gameId: number; currency: string; realStake: number; realWin: number }): PromotionEarning {
  const byPromo = new Map<number, PromotionEarned>();
  for (const promo of rules.earning) {
    if (promo.gameIds !== null && !promo.gameIds.has(round.gameId)) continue;
    const amount = roundPoints(promo.rules, round);
    if (amount > 0) byPromo.set(promo.id, { promoId: promo.id, currencyId: promo.currencyId, amount, share: 0 });
  }
  if (round.realWin > 0) {
    for (const pool of rules.pools) {
      const share = poolShareOfWin(round.realWin, round.currency, pool.currency);
      if (share <= 0) continue;
      const earned = byPromo.get(pool.id);
      byPromo.set(pool.id, earned ? { ...earned, share } : { promoId: pool.id, currencyId: pool.currencyId, amount: 0, share });
    }
  }
  return [...byPromo.values()];
}

/** The promos whose pools a round's earning grows. */
export function pooledPromotions(earning: PromotionEarning): number[] {
  return earning.filter((e) => e.share > 0).map((e) => e.promoId);
}

/**
 * The round row's `promo_moves`: a two-dimensional bigint array literal, a row per promo the round
 * earns in, [promo, currency, minor points, pool share] (one parameter of the round's insert;
 * values the process computed, never input). The points are written whether or not the player is
 * a member of a promo with the participate button: the fold counts them only for a member
 * (fold.ts), so the round needs no membership of its own. Null when the round earns nothing.
 */
export function promoMovesOf(earning: PromotionEarning): string | null {
  if (earning.length === 0) return null;
  let rows = '';
  for (const e of earning) rows += `${rows ? ',' : ''}{${Math.trunc(e.promoId)},${Math.trunc(e.currencyId)},${Math.trunc(e.amount)},${Math.trunc(e.share)}}`;
  return `{${rows}}`;
}

/** The promos in which a round earned points (for the player's live points after commit). */
export function pointedPromotions(earning: PromotionEarning): number[] {
  return earning.filter((e) => e.amount > 0).map((e) => e.promoId);
}

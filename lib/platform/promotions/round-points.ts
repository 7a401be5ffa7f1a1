import 'server-only';
import { and, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PromoPointRules } from '@/lib/domain/promotion-dtos';
import { poolShareOfWin, roundPoints } from '@/lib/domain/promotions';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { promoGames, promotions } from '@/lib/platform/db/schema';

/**
 * A real-money round's promotion points and prize-pool growth (issue 14), written by the round's
 * own statement (games/round-record.ts, through the database function `promo_round`): they move
 * only when the round row was inserted
 * (a retried round id moves nothing: once by construction) and commit or roll back with the
 * round's money, at no extra round trip.
 *
 * - Points: each active promo with a template whose rules price the round's currency, and whose
 *   games include the round's game (no games listed = every game), adds `roundPoints` to the
 *   player's member row — created on the way for a promo without a participate button (everybody
 *   is a member, spec §4), only updated for one with it (the player pressed it: `joined`) — and
 *   writes one balance-log row (reason `round`, ref the round's ledger key) with the new balance.
 * - Pool: each active promo with a pool grows by 1 % of the round's real-money win, into the
 *   player's own member row (`pool_share`: no two players' rounds wait on one counter row), the
 *   same write as the points.
 *
 * Which promos apply is decided in the process from a snapshot of the active promos' rules (no
 * query per round), read again after PROMO_RULES_TTL_MS or as soon as a promo starts or ends; an
 * operator's edit of a running promo reaches every instance within that time.
 */
export const PROMO_RULES_TTL_MS = 15_000;

interface EarningPromo {
  id: number;
  currencyId: number;
  rules: PromoPointRules;
  /** No participate button: every player is a member. */
  open: boolean;
  /** Null: every game. */
  gameIds: Set<number> | null;
}

interface PoolPromo {
  id: number;
  currencyId: number;
  open: boolean;
  currency: string;
}

export interface PromoRoundRules {
  earning: EarningPromo[];
  pools: PoolPromo[];
  /** Epoch ms after which the snapshot is read again (the TTL, or the next start or end of a promo). */
  validUntil: number;
}

let cached: { at: Promise<PromoRoundRules>; validUntil: number } | null = null;

/** The rules of the promos running now (a snapshot; see the file's comment). */
export function promoRoundRules(db: Executor): Promise<PromoRoundRules> {
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

async function readRules(db: Executor, at: number): Promise<PromoRoundRules> {
  const atDate = new Date(at);
  const rows = await db
    .select({
      id: promotions.id,
      template: promotions.template,
      currencyId: promotions.currencyId,
      rules: promotions.pointRules,
      open: sql<boolean>`not ${promotions.participantButton}`,
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
      return { id: row.id, currencyId: row.currencyId, rules: row.rules, open: row.open, gameIds: own.length > 0 ? new Set(own) : null };
    }),
    pools: running.filter((row) => row.poolCurrency !== null).map((row) => ({ id: row.id, currencyId: row.currencyId, open: row.open, currency: row.poolCurrency! })),
    validUntil,
  };
}

/** What a round earns in one promo: minor points (0: none, or not a member) and hundredths of a minor unit of its pool. */
export interface PromoEarned {
  promoId: number;
  currencyId: number;
  amount: number;
  /** No participate button: every player is a member. */
  open: boolean;
  share: number;
}

/** What a round earns, per promo it touches. */
export type PromoEarning = readonly PromoEarned[];

export const NO_EARNING: PromoEarning = [];

/** What one real-money round earns under the rules (the real money its stake took and its win paid). */
export function earningOfRound(rules: PromoRoundRules, round: { gameId: number; currency: string; realStake: number; realWin: number }): PromoEarning {
  const byPromo = new Map<number, PromoEarned>();
  for (const promo of rules.earning) {
    if (promo.gameIds !== null && !promo.gameIds.has(round.gameId)) continue;
    const amount = roundPoints(promo.rules, round);
    if (amount > 0) byPromo.set(promo.id, { promoId: promo.id, currencyId: promo.currencyId, amount, open: promo.open, share: 0 });
  }
  if (round.realWin > 0) {
    for (const pool of rules.pools) {
      const share = poolShareOfWin(round.realWin, round.currency, pool.currency);
      if (share <= 0) continue;
      const earned = byPromo.get(pool.id);
      byPromo.set(pool.id, earned ? { ...earned, share } : { promoId: pool.id, currencyId: pool.currencyId, amount: 0, open: pool.open, share });
    }
  }
  return [...byPromo.values()];
}

/** The promos whose pools a round's earning grows. */
export function pooledPromos(earning: PromoEarning): number[] {
  return earning.filter((e) => e.share > 0).map((e) => e.promoId);
}

/** The player's points in a promo after a round (for the live widget, after commit). */
export interface PromoPointsMoved {
  promoId: number;
  points: number;
  additionalPoints: number;
}

/** A Postgres array literal of whole numbers or booleans (values the process computed, never input). */
const intArray = (values: readonly number[]) => `{${values.map((v) => String(Math.trunc(v))).join(',')}}`;
const boolArray = (values: readonly boolean[]) => `{${values.map((v) => (v ? 't' : 'f')).join(',')}}`;

/**
 * The CTE (to follow a CTE named `after` that yields a row only when the round row went in) and
 * the column the round statement selects: `promo_points`, a JSON list of [promo, points,
 * additional points] for each promo whose points moved (null when none did). The writes are the
 * database function `promo_round` (migration 0019): its statements' plans are kept for the
 * session, where CTEs of the round statement were planned on every round on PGlite. Null when the
 * round earns nothing (the statement is then as before promotions).
 */
export function promoRoundCtes(after: string, input: { userId: number; ref: string; at: Date; earning: PromoEarning }): { ctes: SQL; column: SQL } | null {
  const { userId, ref, earning } = input;
  if (earning.length === 0) return null;
  return {
    ctes: sql`promo_moved as (
      select promo_round(${userId}, ${ref}, ${input.at.toISOString()}::timestamptz,
        ${intArray(earning.map((e) => e.promoId))}::int[], ${intArray(earning.map((e) => e.currencyId))}::int[], ${intArray(earning.map((e) => e.amount))}::bigint[],
        ${boolArray(earning.map((e) => e.open))}::boolean[], ${intArray(earning.map((e) => e.share))}::bigint[]) as moved
      from ${sql.raw(after)}
    )`,
    column: sql`(select moved from promo_moved) as promo_points`,
  };
}

/** The `promo_points` column read back. */
export function promoPointsOf(value: unknown): PromoPointsMoved[] {
  if (!Array.isArray(value)) return [];
  return value.map((row) => {
    const [promoId, points, additionalPoints] = row as [number | string, number | string, number | string];
    return { promoId: Number(promoId), points: Number(points), additionalPoints: Number(additionalPoints) };
  });
}

import 'server-only';
import { and, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PromoPointRules } from '@/lib/domain/promotion-dtos';
import { poolShareOfWin, roundPoints } from '@/lib/domain/promotions';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { promoGames, promoMembers, promoPointLogs, promoPoolShares, promotions } from '@/lib/platform/db/schema';

/**
 * A real-money round's promotion points and prize-pool growth (issue 14), written as CTEs of the
 * round's own statement (games/round-record.ts): they move only when the round row was inserted
 * (a retried round id moves nothing: once by construction) and commit or roll back with the
 * round's money, at no extra round trip.
 *
 * - Points: each active promo with a template whose rules price the round's currency, and whose
 *   games include the round's game (no games listed = every game), adds `roundPoints` to the
 *   player's member row — created on the way for a promo without a participate button (everybody
 *   is a member, spec §4), only updated for one with it (the player pressed it: `joined`) — and
 *   writes one balance-log row (reason `round`, ref the round's ledger key) with the new balance.
 * - Pool: each active promo with a pool grows by 1 % of the round's real-money win, into the
 *   player's own share row (promo_pool_shares: no two players' rounds wait on one counter row).
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
    pools: running.filter((row) => row.poolCurrency !== null).map((row) => ({ id: row.id, currency: row.poolCurrency! })),
    validUntil,
  };
}

/** What a round earns: minor points per promo, and hundredths of a minor unit per pool. */
export interface PromoEarning {
  points: { promoId: number; currencyId: number; amount: number; open: boolean }[];
  pool: { promoId: number; share: number }[];
}

export const NO_EARNING: PromoEarning = { points: [], pool: [] };

/** What one real-money round earns under the rules (the real money its stake took and its win paid). */
export function earningOfRound(rules: PromoRoundRules, round: { gameId: number; currency: string; realStake: number; realWin: number }): PromoEarning {
  const points = rules.earning
    .filter((promo) => promo.gameIds === null || promo.gameIds.has(round.gameId))
    .map((promo) => ({ promoId: promo.id, currencyId: promo.currencyId, amount: roundPoints(promo.rules, round), open: promo.open }))
    .filter((earned) => earned.amount > 0);
  const pool = round.realWin > 0 ? rules.pools.map((promo) => ({ promoId: promo.id, share: poolShareOfWin(round.realWin, round.currency, promo.currency) })).filter((p) => p.share > 0) : [];
  return { points, pool };
}

export function earnsNothing(earning: PromoEarning): boolean {
  return earning.points.length === 0 && earning.pool.length === 0;
}

/** The player's points in a promo after a round (for the live widget, after commit). */
export interface PromoPointsMoved {
  promoId: number;
  points: number;
  additionalPoints: number;
}

/**
 * The CTEs (to follow a CTE named `after` that yields a row only when the round row went in) and
 * the column the round statement selects: `promo_points`, a JSON list of [promo, points,
 * additional points] for each promo whose points moved (null when none did).
 */
export function promoRoundCtes(after: string, input: { userId: number; ref: string; at: Date; earning: PromoEarning }): { ctes: SQL; column: SQL } | null {
  const { userId, ref, earning } = input;
  if (earnsNothing(earning)) return null;
  const at = input.at.toISOString();
  const parts: SQL[] = [];
  if (earning.points.length > 0) {
    const values = sql.join(
      earning.points.map((p) => sql`(${p.promoId}::int, ${p.currencyId}::int, ${p.amount}::bigint, ${p.open}::boolean)`),
      sql`, `,
    );
    parts.push(sql`promo_earning (promo_id, currency_id, amount, open) as (values ${values}),
      promo_earned as (
        insert into ${promoMembers} as m (promo_id, user_id, joined, points, created_at, points_at)
        select e.promo_id, ${userId}, false, e.amount, ${at}::timestamptz, ${at}::timestamptz from promo_earning e
        where exists (select 1 from ${sql.raw(after)})
          and (e.open or exists (select 1 from ${promoMembers} j where j.promo_id = e.promo_id and j.user_id = ${userId} and j.joined))
        on conflict (promo_id, user_id) do update set points = m.points + excluded.points, points_at = excluded.points_at
        returning m.promo_id, m.points, m.additional_points
      ),
      promo_logged as (
        insert into ${promoPointLogs} (promo_id, user_id, currency_id, amount, balance, reason, ref, created_at)
        select d.promo_id, ${userId}, e.currency_id, e.amount, d.points, 'round', ${ref}, ${at}::timestamptz
        from promo_earned d join promo_earning e on e.promo_id = d.promo_id
      )`);
  }
  if (earning.pool.length > 0) {
    const values = sql.join(
      earning.pool.map((p) => sql`(${p.promoId}::int, ${p.share}::bigint)`),
      sql`, `,
    );
    parts.push(sql`promo_pooled as (
        insert into ${promoPoolShares} as s (promo_id, user_id, amount)
        select v.promo_id, ${userId}, v.share from (values ${values}) v(promo_id, share) where exists (select 1 from ${sql.raw(after)})
        on conflict (promo_id, user_id) do update set amount = s.amount + excluded.amount
      )`);
  }
  const column =
    earning.points.length > 0
      ? sql`(select json_agg(json_build_array(promo_id, points, additional_points)) from promo_earned) as promo_points`
      : sql`null::json as promo_points`;
  return { ctes: sql.join(parts, sql`, `), column };
}

/** The `promo_points` column read back. */
export function promoPointsOf(value: unknown): PromoPointsMoved[] {
  if (!Array.isArray(value)) return [];
  return value.map((row) => {
    const [promoId, points, additionalPoints] = row as [number | string, number | string, number | string];
    return { promoId: Number(promoId), points: Number(points), additionalPoints: Number(additionalPoints) };
  });
}

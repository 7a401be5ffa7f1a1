import 'server-only';
import { and, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PromoPointRules } from '@/lib/domain/promotion-dtos';
import { poolShareOfWin, roundPoints } from '@/lib/domain/promotions';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { queryRows } from '@/lib/platform/db/driver-query';
import { promoGames, promoMembers, promotions } from '@/lib/platform/db/schema';

/**
 * A real-money round's promotion points and prize-pool growth (issue 14), written by the round's
 * own statement (games/round-record.ts, `promoRoundCtes`): they move only when the round's money
 * moved (a retried round moves nothing: once by construction) and commit or roll back with it,
 * at no extra round trip once the player's member rows exist.
 *
 * - Points: each active promo with a template whose rules price the round's currency, and whose
 *   games include the round's game (no games listed = every game), adds `roundPoints` to the
 *   player's member row — created on the way for a promo without a participate button (everybody
 *   is a member, spec §4), only updated for one with it (the player pressed it: `joined`) — and
 *   records the movement in the balance log (reason `round`, ref `round:<session>:<round id>`)
 *   with the new balance: on the round's own row (`promo_moves`), or a log row when the member
 *   row was created on the way.
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
 * The earning as one two-dimensional bigint array literal, a row per promo: [promo, currency,
 * minor points, 1 when open (no participate button) else 0, pool share]. One parameter rather
 * than five arrays: each parameter costs the database a type lookup and an input call on every
 * round (measured on PGlite: about 10 µs less per round than five arrays).
 */
function earningRows(earning: PromoEarning): string {
  let rows = '';
  for (const e of earning) {
    rows += `${rows ? ',' : ''}{${Math.trunc(e.promoId)},${Math.trunc(e.currencyId)},${Math.trunc(e.amount)},${e.open ? 1 : 0},${Math.trunc(e.share)}}`;
  }
  return `{${rows}}`;
}

/**
 * The CTE of the round statement that writes a round's promo points and pool shares, what the
 * round's own row records of them, and the statement's column. The statement is the one that
 * moves the round's money (wallet/ledger.ts FollowUp): `posted` names its CTE, whose `posted_id`
 * is null when the ledger key was taken, and the writes read it, so a retried round earns nothing
 * twice (and a round that was not stored rolls its whole transaction back: studio-rounds.ts).
 *
 * - `ctes`: `promo_moved` updates only member rows that exist: the points when the player is a
 *   member (the promo has no participate button, or the player's row says `joined`), the pool
 *   share always. A row that does not exist yet — a player's first earning round in an open
 *   promo, or first pool share in a promo never joined — is created by `promoRoundAlone` after
 *   the statement, in the same transaction (`unwrittenEarning` tells which): once per player and
 *   promo, so the round's own statement has no membership probe and no insert-or-update to plan
 *   and run. Measured on PGlite against the upsert of every row through the database function
 *   `promo_round` (migration 0019, which is now that fallback): about 80 µs less per round with
 *   three promos earning.
 * - `moves`: the round row's `promo_moves`, the balance log's entries of this round ([promo,
 *   currency, minor points, balance after] per promo whose points moved; null when none). One
 *   insert for every promo, the round's own, where a `promo_point_logs` row per promo cost about
 *   a third of what promotions add to a round (measured on PGlite, session 21: +15.5–19.6 % of
 *   the database's part of a round with the log rows, +9.4–13.1 % without). The log reads them
 *   through the view `promo_balance_log`.
 * - `column`: `promo_points`, a JSON list of [promo, points, additional points, minor points
 *   moved] for each member row written (null when none was).
 *
 * The promo ids are given twice, in the earning and as `promo_id = any(…)`: the generic plan
 * cannot see how many rows the earning array has (it guesses 556), so it hashes the player's
 * member rows rather than looking each one up, and finds them by `user_id` alone — a scan of the
 * whole primary key (promo, user) on PostgreSQL 15, which has no skip scan. With the ids as an
 * index condition the rows are found by three descents. PostgreSQL 15, 24,000 member rows, EXPLAIN
 * ANALYZE of the generic plan: 1.25 ms → 0.12 ms, and the first grows with the members.
 * (PGlite's PostgreSQL 18 skip-scans the key, so there it changes little.)
 *
 * Null when the round earns nothing (the statement is then as before promotions).
 */
export function promoRoundCtes(posted: string, input: { userId: number; at: Date; earning: PromoEarning }): { ctes: SQL; moves: SQL; column: SQL } | null {
  const { userId, at, earning } = input;
  if (earning.length === 0) return null;
  return {
    ctes: sql`promo_moved as (
      update ${promoMembers} m set
        points = m.points + case when e.open = 1 or m.joined then e.amount else 0 end,
        pool_share = m.pool_share + e.share,
        points_at = case when e.amount > 0 and (e.open = 1 or m.joined) then ${at.toISOString()}::timestamptz else m.points_at end
      from (
        select p[i][1] as promo_id, p[i][2] as currency_id, p[i][3] as amount, p[i][4] as open, p[i][5] as share
        from (select ${earningRows(earning)}::bigint[] as p) a, generate_subscripts(a.p, 1) i
      ) e, ${sql.raw(posted)} s
      where s.posted_id is not null and m.promo_id = e.promo_id and m.user_id = ${userId} and m.promo_id = any(${intArray(earning.map((e) => e.promoId))}::int[])
        and (e.share > 0 or e.amount > 0 and (e.open = 1 or m.joined))
      returning m.promo_id, m.points, m.additional_points, e.currency_id,
        case when e.open = 1 or m.joined then e.amount else 0 end as amount
    )`,
    moves: sql`(select array_agg(array[d.promo_id, d.currency_id, d.amount, d.points]) from promo_moved d where d.amount > 0)`,
    column: sql`(select json_agg(json_build_array(d.promo_id, d.points, d.additional_points, d.amount)) from promo_moved d) as promo_points`,
  };
}

/** What the round statement wrote: the member rows it found, and the points that moved. */
export interface PromoWritten {
  /** Promos whose member row the statement wrote (points or pool share). */
  rows: Set<number>;
  moved: PromoPointsMoved[];
}

/** The `promo_points` column read back. */
export function promoWrittenOf(value: unknown): PromoWritten {
  const written: PromoWritten = { rows: new Set(), moved: [] };
  if (!Array.isArray(value)) return written;
  for (const row of value) {
    const [promoId, points, additionalPoints, amount] = row as [number | string, number | string, number | string, number | string];
    written.rows.add(Number(promoId));
    if (Number(amount) > 0) written.moved.push({ promoId: Number(promoId), points: Number(points), additionalPoints: Number(additionalPoints) });
  }
  return written;
}

/**
 * What the statement could not write for want of a member row: an open promo's points or any
 * pool share. (A promo with a participate button whose row is missing has no member to earn
 * points; only a pool share makes it a row.)
 */
export function unwrittenEarning(earning: PromoEarning, written: PromoWritten): PromoEarned[] {
  return earning.filter((e) => !written.rows.has(e.promoId) && (e.share > 0 || (e.open && e.amount > 0)));
}

/**
 * Writes what the round statement could not (`unwrittenEarning`) through the database function
 * `promo_round` (migration 0019): it creates the member rows (the points only for a member, the
 * pool share always), writes their balance-log rows and answers their points. In the round's
 * transaction, after its statement; once per player and promo, not on an ordinary round.
 */
export async function promoRoundAlone(tx: Executor, input: { userId: number; ref: string; at: Date; earning: readonly PromoEarned[] }): Promise<PromoPointsMoved[]> {
  const { userId, ref, earning } = input;
  const [row] = await queryRows<{ moved: unknown }>(
    tx,
    sql`select promo_round(${userId}, ${ref}, ${input.at.toISOString()}::timestamptz,
      ${intArray(earning.map((e) => e.promoId))}::int[], ${intArray(earning.map((e) => e.currencyId))}::int[], ${intArray(earning.map((e) => e.amount))}::bigint[],
      ${boolArray(earning.map((e) => e.open))}::boolean[], ${intArray(earning.map((e) => e.share))}::bigint[]) as moved`,
  );
  const moved = row?.moved;
  if (!Array.isArray(moved)) return [];
  return moved.map((entry) => {
    const [promoId, points, additionalPoints] = entry as [number | string, number | string, number | string];
    return { promoId: Number(promoId), points: Number(points), additionalPoints: Number(additionalPoints) };
  });
}

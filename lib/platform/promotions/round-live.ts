import 'server-only';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { REALTIME_EVENTS, promoRoom } from '@/lib/domain/realtime/realtime-events';
import { poolAmount } from '@/lib/domain/promotions/promotions';
import { getDb } from '@/lib/platform/db/client';
import type { Executor } from '@/lib/platform/db/executor';
import { promoMembers, promotions } from '@/lib/platform/db/schema';
import { publish } from '@/lib/platform/realtime/bus';
import { foldBeforeRead } from './fold';
import { log } from '@/lib/platform/log/logger';

/**
 * What rounds change in promotions, told live after their commit, coalesced so a busy
 * promo costs the sockets a few messages a second, not one per round:
 * - the prize pool counter (spec "prize pool counter update", room `promo:<id>`): a pool marked
 *   grown is read from the database (base + shares, as committed) and published at most once per
 *   LIVE_POOL_MS;
 * - a player's points (our `promo_points_changed`, to the player's room): the points of a
 *   (player, promo) a round earned in are read and sent at most once per LIVE_POINTS_MS, to a
 *   member only.
 * Both read the member rows after folding the rounds into them (fold.ts): this is also what keeps
 * the member rows within about a second of the rounds while nobody reads them.
 *
 * Per instance, like the tournaments' live tables (tournaments/live.ts): each instance coalesces
 * what its rounds moved and publishes on the one bus. Timers are unref'd; nothing here throws into
 * the round path (a lost update is repaired by the next one or a page load).
 */
export const LIVE_POOL_MS = 1000;
export const LIVE_POINTS_MS = 1000;

interface PendingPoints {
  room: string;
  userId: number;
  promoId: number;
}

const state = {
  pools: new Set<number>(),
  poolTimer: null as ReturnType<typeof setTimeout> | null,
  points: new Map<string, PendingPoints>(),
  pointsTimer: null as ReturnType<typeof setTimeout> | null,
};

/** Rounds grew these promos' pools (called after commit). */
export function poolsGrew(promoIds: readonly number[]): void {
  for (const id of promoIds) state.pools.add(id);
  if (state.poolTimer || state.pools.size === 0) return;
  state.poolTimer = setTimeout(() => void flushPools(), LIVE_POOL_MS);
  state.poolTimer.unref?.();
}

async function flushPools(): Promise<void> {
  if (state.poolTimer) clearTimeout(state.poolTimer);
  state.poolTimer = null;
  const ids = [...state.pools];
  state.pools.clear();
  if (ids.length === 0) return;
  try {
    await publishPools(await getDb(), ids);
  } catch (error) {
    log.error('promotions: the prize pool update failed', error);
  }
}

/** The pools as they stand, per promo (minor units of the pool's currency), the rounds folded in first (fold.ts). */
export async function readPools(db: Executor, promoIds: readonly number[]): Promise<Map<number, { amount: number; currency: string }>> {
  if (promoIds.length === 0) return new Map();
  await foldBeforeRead(db);
  const rows = await db
    .select({
      id: promotions.id,
      currency: promotions.poolCurrency,
      base: promotions.poolBase,
      shares: sql<string | number>`coalesce((select sum(${promoMembers.poolShare}) from ${promoMembers} where ${promoMembers.promoId} = ${promotions.id}), 0)`,
    })
    .from(promotions)
    .where(inArray(promotions.id, [...promoIds]));
  return new Map(rows.filter((r) => r.currency !== null).map((r) => [r.id, { amount: poolAmount(r.base, Number(r.shares)), currency: r.currency! }]));
}

export async function publishPools(db: Executor, promoIds: readonly number[]): Promise<void> {
  const pools = await readPools(db, promoIds);
  for (const [id, pool] of pools) {
    await publish(promoRoom(id), { type: REALTIME_EVENTS.prizePoolCounterUpdate, actionId: id, counter: { id, amount: pool.amount, currency: pool.currency } });
  }
}

/** A round earned the player points in these promos (called after commit); `room` is the player's own. */
export function pointsMoved(room: string, userId: number, promoIds: readonly number[]): void {
  for (const promoId of promoIds) state.points.set(`${room}|${promoId}`, { room, userId, promoId });
  if (state.pointsTimer || state.points.size === 0) return;
  state.pointsTimer = setTimeout(() => void flushPoints(), LIVE_POINTS_MS);
  state.pointsTimer.unref?.();
}

async function flushPoints(): Promise<void> {
  if (state.pointsTimer) clearTimeout(state.pointsTimer);
  state.pointsTimer = null;
  const pending = [...state.points.values()];
  state.points.clear();
  if (pending.length === 0) return;
  try {
    const db = await getDb();
    await foldBeforeRead(db);
    const rows = await db
      .select({ promoId: promoMembers.promoId, userId: promoMembers.userId, points: promoMembers.points, additionalPoints: promoMembers.additionalPoints })
      .from(promoMembers)
      .innerJoin(promotions, eq(promotions.id, promoMembers.promoId))
      // A member's only: a promo without the button counts everybody, one with it those who pressed it.
      .where(and(or(...pending.map((p) => and(eq(promoMembers.promoId, p.promoId), eq(promoMembers.userId, p.userId)))), or(eq(promotions.participantButton, false), eq(promoMembers.joined, true))));
    const rooms = new Map(pending.map((p) => [`${p.userId}|${p.promoId}`, p.room]));
    for (const row of rows) {
      const room = rooms.get(`${row.userId}|${row.promoId}`);
      if (room) await publish(room, { type: REALTIME_EVENTS.promoPointsChanged, actionId: row.promoId, points: row.points, additionalPoints: row.additionalPoints });
    }
  } catch (error) {
    log.error('promotions: the points update failed', error);
  }
}

/** Sends what waits now (tests and shutdown: the pools are read while the database is open). Never throws. */
export async function flushPromotionLive(): Promise<void> {
  await Promise.all([flushPools(), flushPoints()]);
}

import 'server-only';
import { processState } from '@/lib/platform/process-state';
import { eq } from 'drizzle-orm';
import { REALTIME_EVENTS, userRoom } from '@/lib/domain/realtime/realtime-events';
import { WEEK_MS } from '@/lib/domain/winback/winback';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { users } from '@/lib/platform/db/schema';
import { publish } from '@/lib/platform/realtime/bus';
import { accruedWinback, weekAccrual, type WeekAccrual } from './week-accrual';
import { cashbackOf, DAY_MS, heldCashback, netRealLosses, type CashbackTerms } from './cashback-losses';
import { log } from '@/lib/platform/log/logger';

/**
 * The balance's win-back amount (spec §3 Balance `winback`): the money back the player has
 * coming — the weekly win-back accrued so far this week (their level's percent of the week's net
 * losses, paid on Monday: lib/platform/winback) plus what a cashback gift they hold would pay if
 * activated now (cashback-losses.ts); 0 when neither.
 *
 * Live updates (`winback_changed`) after real-money rounds must not cost every round of every
 * player a query. Each instance keeps, per player it has seen play, their level's win-back percent
 * and the week's losses, and whether they hold a cashback gift and, if so, the net losses of its
 * period. The entry is loaded (up to four indexed queries, after the round's commit) on the
 * player's first real round, once it is WINBACK_TTL_MS old and when a new week begins; in between
 * a round only adds its own stake minus win to the cached losses — no query at all. Cost: at most
 * four queries per playing player per minute per instance; nothing else on the hot path. What an
 * entry can miss until it is reloaded (a level reached, a cashback gift granted or activated on
 * another instance, rounds played there, rounds leaving the period) is corrected at the next
 * load; GET /json-api/user/balance always computes it afresh (winbackOf).
 */
export const WINBACK_TTL_MS = 60_000;
/** The cache is cleared past this many players: it is an optimisation, never a store. */
const MAX_ENTRIES = 50_000;

interface Holding {
  loadedAt: number;
  /** The held cashback's terms; null when the player holds none. */
  terms: CashbackTerms | null;
  losses: number;
  /** The weekly win-back of the week `loadedAt` fell in. */
  week: WeekAccrual;
  /** The amount last published (null: none yet). */
  published: number | null;
}

const holdings = processState('winback', () => new Map<number, Holding>());

/** The amount an entry stands for: this week's win-back so far and the held cashback's. */
const amountOf = (entry: Pick<Holding, 'terms' | 'losses' | 'week'>) => accruedWinback(entry.week) + (entry.terms ? cashbackOf(entry.terms, entry.losses) : 0);

/** The win-back amount now, computed afresh (the balance call). */
export async function winbackOf(db: Executor, userId: number, currency: string, at: Date = now()): Promise<number> {
  const week = await weekAccrual(db, userId, currency, at);
  const held = await heldCashback(db, userId, at);
  const losses = held ? await netRealLosses(db, userId, currency, new Date(at.getTime() - held.terms.periodDays * DAY_MS)) : 0;
  return amountOf({ terms: held?.terms ?? null, losses, week });
}

async function load(db: Executor, userId: number, currency: string, at: Date): Promise<Holding> {
  const week = await weekAccrual(db, userId, currency, at);
  const held = await heldCashback(db, userId, at);
  const losses = held ? await netRealLosses(db, userId, currency, new Date(at.getTime() - held.terms.periodDays * DAY_MS)) : 0;
  if (holdings.size >= MAX_ENTRIES) holdings.clear();
  const entry: Holding = { loadedAt: at.getTime(), terms: held?.terms ?? null, losses, week, published: holdings.get(userId)?.published ?? null };
  holdings.set(userId, entry);
  return entry;
}

/**
 * After a real-money round committed (lib/platform/games/studio-rounds.ts): publishes
 * `winback_changed` to `room` when the amount moved for a player with a win-back coming (their
 * level pays one, or they hold a cashback gift). The round's own stake and win are counted into a
 * cached entry; a fresh load already includes them.
 * Never throws: the round stands whatever the socket does.
 */
export async function noteRealRound(db: Executor, round: { userId: number; currency: string; bet: number; win: number }, room: string): Promise<void> {
  try {
    const at = now();
    let entry = holdings.get(round.userId);
    const fresh = entry && at.getTime() - entry.loadedAt < WINBACK_TTL_MS && at.getTime() < entry.week.weekStart.getTime() + WEEK_MS;
    if (entry && fresh) {
      entry.losses += round.bet - round.win;
      if (entry.week.percent > 0) entry.week.losses += round.bet - round.win;
    } else entry = await load(db, round.userId, round.currency, at);
    // A player with no win-back coming at all (a level without one, no cashback gift) hears nothing.
    if (!entry.terms && entry.week.percent === 0 && entry.published === null) return;
    const winback = amountOf(entry);
    if (winback === entry.published) return;
    entry.published = winback;
    await publish(room, { type: REALTIME_EVENTS.winbackChanged, winback, currency: round.currency });
  } catch (error) {
    log.error('gift-activation: winback_changed not published', error);
  }
}

/**
 * After a cashback gift was activated (or anything else that changes what the player holds):
 * reloads the player's entry and publishes the amount now (0 when no other cashback gift is held).
 * Never throws.
 */
export async function announceWinback(db: Executor, userId: number, currency: string, at: Date): Promise<void> {
  try {
    const entry = await load(db, userId, currency, at);
    const winback = amountOf(entry);
    entry.published = winback;
    const [player] = await db.select({ hash: users.hash }).from(users).where(eq(users.id, userId)).limit(1);
    if (player) await publish(userRoom(player.hash), { type: REALTIME_EVENTS.winbackChanged, winback, currency });
  } catch (error) {
    log.error('gift-activation: winback_changed not published', error);
  }
}

/** Tests only: forget what this instance knows (each test starts from an empty cache). */
export function forgetWinbackCache(): void {
  holdings.clear();
}

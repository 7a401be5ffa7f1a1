import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import {
  DEPOSIT_LIMIT_PERIODS,
  DEPOSIT_LIMIT_WINDOW_MS,
  LIMIT_INCREASE_DELAY_MS,
  type DepositLimitDto,
  type DepositLimitPeriod,
  type DepositLimitsInput,
} from '@/lib/domain/protection/protection';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { playerDepositLimits } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { depositLimitExceeded, limitsRequired } from './errors';

/**
 * The player's own deposit limits. A decrease, or a first limit, applies at once; an increase or
 * a removal waits 24 hours (LIMIT_INCREASE_DELAY_MS) as `pending`, so a player on a losing streak
 * cannot lift a limit on the spot. Periods are rolling windows (24 h, 7 d, 30 d back from now):
 * one rule for every player and instance, and no boundary to deposit on both sides of.
 */

type LimitRow = typeof playerDepositLimits.$inferSelect;

/** What a row means at `at`: the limit in force, and what still waits. A matured pending is in force. */
export function limitState(row: Pick<LimitRow, 'amount' | 'pendingAmount' | 'pendingAt'> | undefined, at: Date): { amount: number | null; pending: { amount: number | null; at: Date } | null } {
  if (!row) return { amount: null, pending: null };
  if (row.pendingAt && row.pendingAt.getTime() <= at.getTime()) return { amount: row.pendingAmount, pending: null };
  return { amount: row.amount, pending: row.pendingAt ? { amount: row.pendingAmount, at: row.pendingAt } : null };
}

/** null (no limit) counts as infinitely high. */
const atMost = (a: number | null, b: number | null) => b === null || (a !== null && a <= b);

async function limitRows(db: Executor, userId: number): Promise<Map<DepositLimitPeriod, LimitRow>> {
  const rows = await db.select().from(playerDepositLimits).where(eq(playerDepositLimits.userId, userId));
  return new Map(rows.map((r) => [r.period, r]));
}

/** The sum deposited since an instant (paid plus still payable); the cashbox knows its table. */
export type DepositedSince = (since: Date) => Promise<number>;

export async function depositLimitDtos(db: Executor, userId: number, depositedSince: DepositedSince): Promise<DepositLimitDto[]> {
  const rows = await limitRows(db, userId);
  const at = now();
  return Promise.all(
    DEPOSIT_LIMIT_PERIODS.map(async (period) => {
      const state = limitState(rows.get(period), at);
      return {
        period,
        amount: state.amount,
        pending: state.pending ? { amount: state.pending.amount, effective_at: state.pending.at.toISOString() } : null,
        used: await depositedSince(new Date(at.getTime() - DEPOSIT_LIMIT_WINDOW_MS[period])),
      };
    }),
  );
}

/** The next row for a wanted value: at once when it lowers (or sets a first) limit, else pending. */
function nextRow(current: ReturnType<typeof limitState>, wanted: number | null, at: Date): Pick<LimitRow, 'amount' | 'pendingAmount' | 'pendingAt'> {
  if (wanted !== null && atMost(wanted, current.amount)) return { amount: wanted, pendingAmount: null, pendingAt: null };
  if (wanted === current.amount) return { amount: current.amount, pendingAmount: null, pendingAt: null };
  // Asking again for the same increase keeps its clock: the wait does not restart.
  if (current.pending && current.pending.amount === wanted) return { amount: current.amount, pendingAmount: wanted, pendingAt: current.pending.at };
  return { amount: current.amount, pendingAmount: wanted, pendingAt: new Date(at.getTime() + LIMIT_INCREASE_DELAY_MS) };
}

/** PUT /json-api/protection/deposit-limits: the named periods change, under the player's protection lock. */
export async function setDepositLimits(db: Executor, userId: number, input: DepositLimitsInput): Promise<void> {
  const wanted = DEPOSIT_LIMIT_PERIODS.filter((p) => input[p] !== undefined);
  if (wanted.length === 0) throw limitsRequired();
  await inTransaction(db, async (tx) => {
    await lockProtection(tx, userId);
    const rows = await limitRows(tx, userId);
    const at = now();
    for (const period of wanted) {
      const next = nextRow(limitState(rows.get(period), at), input[period] ?? null, at);
      await tx
        .insert(playerDepositLimits)
        .values({ userId, period, ...next, updatedAt: at })
        .onConflictDoUpdate({ target: [playerDepositLimits.userId, playerDepositLimits.period], set: { ...next, updatedAt: at } });
    }
  });
}

/** Serializes a player's protection writes (limits, exclusions) across instances. */
export async function lockProtection(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`protection:${userId}`}))`);
}

/**
 * Refuses a deposit of `amount` that would pass a limit in force. The cashbox calls it inside its
 * per-player deposit lock (lib/platform/cashbox/deposits.ts), after counting open invoices too, so
 * two starts at once cannot both fit.
 */
export async function checkDepositLimits(db: Executor, userId: number, amount: number, depositedSince: DepositedSince): Promise<void> {
  const rows = await db.select().from(playerDepositLimits).where(and(eq(playerDepositLimits.userId, userId)));
  const at = now();
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const { amount: limit } = limitState(rows.find((r) => r.period === period), at);
    if (limit === null) continue;
    const used = await depositedSince(new Date(at.getTime() - DEPOSIT_LIMIT_WINDOW_MS[period]));
    const remaining = Math.max(0, limit - used);
    if (amount > remaining) throw depositLimitExceeded(period, limit, remaining);
  }
}

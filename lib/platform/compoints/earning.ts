import 'server-only';
import { eq } from 'drizzle-orm';
import { wholeCompoints } from '@/lib/domain/compoints/compoints';
import type { Executor } from '@/lib/platform/db/executor';
import { playerProgress } from '@/lib/platform/db/schema';
import { creditCompoints, publishCompoints, type CompointsMoved } from '@/lib/platform/wallet/compoints';

/**
 * Compoints from real-money slot stakes (spec §9 compoint rate). The round's own
 * statement counts thousandths of a compoint (games/round-record.ts storeRoundWithProgress, next
 * to experience); when they add up to whole compoints beyond those already credited, the round's
 * transaction moves the new ones into the ledger. A round that crosses no whole compoint — almost
 * every round — costs nothing more. The progress row is locked by the round's upsert, so two
 * rounds of one player at once credit one after the other, and the ledger key
 * `compoints:<uid>:<whole total>` makes any replay move nothing.
 */

/** The player's compoint progress as the round's statement returned it. */
export interface EarnedCompoints {
  userId: number;
  /** Thousandths earned by stakes so far. */
  millis: number;
  /** Whole compoints already in the ledger. */
  credited: number;
}

/** In the round's transaction: credits the whole compoints not yet credited; what to publish after the commit, or null. */
export async function creditEarnedCompoints(tx: Executor, earned: EarnedCompoints): Promise<CompointsMoved | null> {
  const whole = wholeCompoints(earned.millis);
  if (whole <= earned.credited) return null;
  const moved = await creditCompoints(tx, { userId: earned.userId, amount: whole - earned.credited, key: `compoints:${earned.userId}:${whole}` });
  await tx.update(playerProgress).set({ compointsCredited: whole }).where(eq(playerProgress.userId, earned.userId));
  return moved.duplicate ? null : { userId: earned.userId, balance: moved.balance };
}

/** After the commit: `compoints_balance_changed`. Never throws. */
export function announceCompoints(db: Executor, moved: CompointsMoved | null): Promise<void> {
  return publishCompoints(db, moved);
}

import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/lib/platform/db/executor';
import { playerWagering } from '@/lib/platform/db/schema';
import { withWagering } from './balances';
import { inLedgerTransaction, move } from './ledger';
import { NOTHING, only } from './stake-rules';
import type { WalletAnswer } from './types';

/**
 * Spec §9 "bonus write-off": bonus money left below a threshold goes back to the house grants
 * account it came from, and the wagering requirement it carried ends with it. The bonus is
 * read under the ledger's lock, so a round settling at the same moment is either before (its
 * result is what is judged) or after (it finds the bonus gone).
 */

export interface BonusWriteOffInput {
  /** The idempotency key of this occasion (e.g. the round that left the remainder). */
  transactionId: string;
  userId: number;
  currency: string;
  /** Bonus money at or above this stays; below it (and above 0) is written off. */
  below: number;
}

/** Thrown inside the movement to roll it back when the locked bonus is no remainder any more. */
class NothingToWriteOff extends Error {}

/**
 * Writes the bonus remainder off and clears the requirement; null when the bonus (read under the
 * lock) is 0 or not below the threshold, or the key was used already.
 */
export async function writeOffBonus(db: Executor, input: BonusWriteOffInput): Promise<WalletAnswer | null> {
  try {
    const answer = await inLedgerTransaction(db, async (tx) => {
      const moved = await move(tx, {
        key: input.transactionId,
        type: 'bonus_write_off',
        userId: input.userId,
        currency: input.currency,
        roundRef: null,
        house: ['house_grants'],
        plan: (locked) => {
          const bonus = locked.balance.bonus;
          if (bonus <= 0 || bonus >= input.below) throw new NothingToWriteOff();
          return { debited: only('bonus', bonus), credited: NOTHING, house: { house_grants: bonus } };
        },
      });
      if (moved.duplicate) return moved;
      // No bonus money, no requirement: what was owed on it is forgiven with it.
      await tx.update(playerWagering).set({ remaining: 0 }).where(and(eq(playerWagering.userId, input.userId), eq(playerWagering.currency, input.currency)));
      return withWagering(moved, 0);
    });
    return answer.duplicate ? null : answer;
  } catch (error) {
    if (error instanceof NothingToWriteOff) return null;
    throw error;
  }
}

import 'server-only';
import { eq } from 'drizzle-orm';
import { isCashboxGift } from '@/lib/domain/cashbox/cashbox-types';
import type { Executor } from '@/lib/platform/db/executor';
import { users } from '@/lib/platform/db/schema';
import { depositBonusTermsOf, filterView, type GiftRow } from './gift-dto';

/** What the gift rules need to know of the player. */
export interface GiftPlayer {
  currency: string;
  /** Spec §6: multi-account players are blocked from gifts. */
  multiAccount: boolean;
  /** Spec §6 "gifts and bonuses can be disabled on an account": no gift pays then either. */
  giftsDisabled: boolean;
}

export async function readGiftPlayer(executor: Executor, userId: number): Promise<GiftPlayer | null> {
  const [row] = await executor.select({ currency: users.currency, multiAccount: users.multiAccount, giftsDisabled: users.giftsDisabled }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/**
 * Whether a gift can pay a bonus on the player's next deposit in `currency`: a deposit bonus
 * that passes the spec's cashbox filter (isCashboxGift: live, not expired, deposit limit left)
 * and still has deposits to count. The same rule for picking it (cashbox-select) and for paying
 * it (applyCashboxGift), so a gift that can be picked always pays and the other way round.
 */
export function appliesToDeposit(row: GiftRow, player: GiftPlayer, currency: string, nowMs: number): boolean {
  if (player.multiAccount || player.giftsDisabled) return false;
  const terms = depositBonusTermsOf(row);
  if (!terms || row.depositCount >= terms.maxDeposits) return false;
  return isCashboxGift(filterView(row, nowMs), currency, nowMs);
}

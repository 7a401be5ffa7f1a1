import 'server-only';
import { areLinked } from '@/lib/platform/account-links/traces';
import type { Executor } from '@/lib/platform/db/executor';
import { hasDeposited } from '@/lib/platform/wallet/deposits-made';
import { promotionError } from './errors';

/**
 * Who a promotion rewards (docs/ARCHITECTURE.md "Promotions: the calls", "Linked accounts"):
 * points that can become prizes go to players who paid real money in, and never pass between
 * linked accounts. Accounts made in seconds and never funded can then give each other nothing:
 * - the giver of a high-five, and a player exchanging points, must have made a real deposit
 *   (wallet/deposits-made.ts): else 403 `user_not_participate` with `reason: deposit_required`;
 * - the target of a high-five too, and it must not be linked to the giver (same device, client
 *   address or payment instrument: lib/platform/account-links): else 403 `cannot_high_five`,
 *   which does not say which (whether another player deposited, or shares the giver's network,
 *   is theirs to keep).
 * Deposit goals need no gate: only a paid deposit reaches one (deposit-goals.ts).
 */

/** The player's own rewards start with a real deposit. */
export async function assertDepositor(db: Executor, userId: number): Promise<void> {
  if (!(await hasDeposited(db, userId))) throw promotionError('user_not_participate', { reason: 'deposit_required' });
}

/** A high-five's points: both sides depositors, and not linked to each other. */
export async function assertHighFiveRewards(db: Executor, giverId: number, targetId: number): Promise<void> {
  await assertDepositor(db, giverId);
  if (!(await hasDeposited(db, targetId)) || (await areLinked(db, giverId, targetId))) throw promotionError('cannot_high_five');
}

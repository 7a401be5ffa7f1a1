import 'server-only';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { userGifts } from '@/lib/platform/db/schema';
import { withWagering } from '@/lib/platform/wallet/balances';
import { grant } from '@/lib/platform/wallet/credits';
import { addWagering } from '@/lib/platform/wallet/wagering';
import type { WalletAnswer } from '@/lib/platform/wallet/types';
import { depositBonusTermsOf, depositLimitFor } from './gift-dto';
import { appliesToDeposit, readGiftPlayer } from './gift-rules';

/**
 * The cashbox's use of gifts (contract between lib/platform/cashbox and lib/platform/gifts): the
 * gift picked in the cashbox pays a share of each paid deposit as bonus money.
 */

/** The cashbox gift the player picked for the next deposit in `currency`, if it still applies. */
export async function findSelectedCashboxGiftId(executor: Executor, userId: number, currency: string): Promise<number | null> {
  const player = await readGiftPlayer(executor, userId);
  if (!player) return null;
  const rows = await executor
    .select()
    .from(userGifts)
    .where(and(eq(userGifts.userId, userId), isNotNull(userGifts.cashboxSelectedAt)))
    .orderBy(desc(userGifts.cashboxSelectedAt), desc(userGifts.id));
  const nowMs = now().getTime();
  return rows.find((row) => appliesToDeposit(row, player, currency, nowMs))?.id ?? null;
}

export interface DepositGiftInput {
  userId: number;
  currency: string;
  depositId: number;
  amount: number;
  giftId: number | null;
}

export interface DepositGiftResult {
  /** Bonus money paid with the deposit (minor units); 0 when the gift paid nothing. */
  bonus: number;
  /** The ledger's answer of the bonus grant, for the caller to publish after its commit; null when nothing moved. */
  answer: WalletAnswer | null;
}

const NOTHING: DepositGiftResult = { bonus: 0, answer: null };

/** The bonus key of a deposit: one bonus per deposit, whatever retries the cashbox makes. */
export const giftBonusKey = (depositId: number) => `gift-bonus:deposit:${depositId}`;

/**
 * Runs inside the transaction that marks a deposit paid, after its ledger deposit: pays
 * `percent`% of the part of the deposit within the gift's remaining deposit limit as bonus money
 * (key `gift-bonus:deposit:<id>`), and advances the gift: progress and count, `activated` on first
 * use, `used` once the limit or maxDeposits is reached. A paid bonus adds `bonus × wager` to the
 * player's wagering requirement (spec §6: no payout before it is wagered). The gift row is locked first, so two
 * deposits at once take turns and never count past the limit. A gift that no longer applies
 * (expired, used, picked away, another player's) pays nothing and never throws: the deposit
 * itself must go through. The caller publishes `answer` after its commit.
 */
export async function applyCashboxGift(tx: Executor, input: DepositGiftInput): Promise<DepositGiftResult> {
  if (input.giftId === null || !Number.isSafeInteger(input.amount) || input.amount <= 0) return NOTHING;
  const [row] = await tx
    .select()
    .from(userGifts)
    .where(and(eq(userGifts.id, input.giftId), eq(userGifts.userId, input.userId)))
    .for('update');
  const player = row ? await readGiftPlayer(tx, input.userId) : null;
  const at = now();
  if (!row || !player || !appliesToDeposit(row, player, input.currency, at.getTime())) return NOTHING;
  const terms = depositBonusTermsOf(row);
  if (!terms) return NOTHING;

  const limit = depositLimitFor(row, input.currency);
  const counted = Math.min(input.amount, limit - row.depositProgress);
  // Rounded down: the house never pays a fraction of a minor unit.
  const bonus = Math.floor((counted * terms.percent) / 100);
  let answer: WalletAnswer | null = null;
  if (bonus > 0) {
    answer = await grant(tx, { transactionId: giftBonusKey(input.depositId), userId: input.userId, currency: input.currency, amount: bonus, to: 'bonus' });
    // The deposit was counted before (a retried call): its bonus stands, the gift moves on no further.
    if (answer.duplicate) return { bonus: answer.credited.bonus, answer };
    // Same transaction as the grant: no bonus money exists without its requirement. The grant's
    // notice read the requirement before this, so it is told the new one.
    answer = withWagering(answer, await addWagering(tx, input.userId, input.currency, bonus * terms.wager));
  }

  const progress = row.depositProgress + counted;
  const deposits = row.depositCount + 1;
  const usedUp = progress >= limit || deposits >= terms.maxDeposits;
  await tx
    .update(userGifts)
    .set({
      depositProgress: progress,
      depositCount: deposits,
      state: usedUp ? 'used' : 'activated',
      // A used gift is no longer anyone's pick; a live one stays picked for the next deposit.
      cashboxSelectedAt: usedUp ? null : row.cashboxSelectedAt,
      updatedAt: at,
    })
    .where(eq(userGifts.id, row.id));
  return { bonus, answer };
}

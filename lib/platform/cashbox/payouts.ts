import 'server-only';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PayoutDto, PayoutStatus } from '@/lib/domain/cashbox/cashbox-types';
import type { Locale } from '@/lib/domain/locales';
import type { NoticeData } from '@/lib/domain/notifications/notices';
import { getBalance } from '@/lib/platform/accounts/balance';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { treasuryPayouts } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { addNotice, publishNotice } from '@/lib/platform/notifications/notices';
import { publishAnswer } from '@/lib/platform/wallet/balances';
import { InsufficientFundsError } from '@/lib/platform/wallet/errors';
import { holdPayout, releasePayout, settlePayout } from '@/lib/platform/wallet/payouts';
import type { WalletAnswer } from '@/lib/platform/wallet/types';
import { cashboxPlayer, hasVerifiedPhone } from './cashbox-player';
import { cashboxError } from './errors';
import { findPayoutMethod } from './payment-methods';
import { normalizePayoutAccount, paymentInstrument } from './payout-accounts';
import { recordInstrument } from '@/lib/platform/account-links/traces';
import { toPayoutDto, type PayoutDetails, type PayoutRow } from './cashbox-dtos';
import { payoutRequiresDocuments } from '@/lib/platform/documents/switches';
import { isPlayerVerified } from '@/lib/platform/documents/verified-state';

/**
 * Payout requests (POST …/user-payout/{method}, …/user-payout/cancel, the operator's CLI).
 * The request row and the hold of its money commit together; every later step leaves `new` by
 * one guarded UPDATE (`where status = 'new' returning`) and moves the money in the same
 * transaction, so a cancel racing a cancel, or the operator's pay, moves money exactly once.
 */

export interface CreatePayoutInput {
  userId: number;
  method: string;
  amount: number;
  account: string;
  locale: Locale;
}

export async function createPayout(db: Executor, input: CreatePayoutInput): Promise<PayoutDto> {
  const player = await cashboxPlayer(db, input.userId);
  const method = findPayoutMethod(input.method, player.currency);
  if (!method) throw cashboxError('method_unavailable', 'method');
  if (!Number.isSafeInteger(input.amount) || input.amount < method.min || input.amount > method.max) throw cashboxError('amount_out_of_range', 'amount');
  // Spec §6: withdrawal requires verification (a confirmed phone, and the approved identity
  // documents while the operator's switch asks for them) and bonuses fully wagered.
  if (!(await hasVerifiedPhone(db, player.id))) throw cashboxError('phone_not_verified');
  if ((await payoutRequiresDocuments(db)) && !(await isPlayerVerified(db, player.id))) throw cashboxError('documents_not_verified');
  if ((await getBalance(db, player.id)).wagering > 0) throw cashboxError('wagering_not_complete');
  const account = normalizePayoutAccount(method.field, input.account);
  if (account === null) throw cashboxError('invalid_account', 'account');

  const details: PayoutDetails = { field: method.field, account };
  const { row, answer } = await inTransaction(db, async (tx) => {
    const [inserted] = await tx
      .insert(treasuryPayouts)
      .values({ userId: player.id, method: method.code, amount: input.amount, currency: player.currency, status: 'new', details, createdAt: now() })
      .returning();
    // The payout account is a payment instrument: players who share one are linked.
    await recordInstrument(tx, player.id, 'payout_account', paymentInstrument(method.field, account));
    try {
      const held = await holdPayout(tx, { payoutId: inserted!.id, userId: player.id, currency: player.currency, amount: input.amount });
      return { row: inserted!, answer: held };
    } catch (error) {
      // Thrown out of the transaction, so the request row goes with the refused hold.
      if (error instanceof InsufficientFundsError) throw cashboxError('not_enough_funds', 'amount');
      throw error;
    }
  });
  await publishAnswer(answer);
  return toPayoutDto(row, input.locale);
}

type Closing = Exclude<PayoutStatus, 'new'>;

/** The operator's decision is news to the player (a cancel is the player's own act: no notice). */
function payoutNotice(tx: Executor, row: PayoutRow): Promise<NoticeData | null> {
  if (row.status !== 'paid' && row.status !== 'declined') return Promise.resolve(null);
  const kind = row.status === 'paid' ? 'payout_paid' : 'payout_declined';
  return addNotice(tx, { userId: row.userId, kind, params: { amount: row.amount, currency: row.currency }, link: '/cashbox', key: `${kind}:${row.id}` });
}

export type CloseResult = { ok: true; row: PayoutRow } | { ok: false; reason: 'payout_not_found' | 'payout_not_cancellable'; row: PayoutRow | null };

/** Moves a `new` payout to `to` and its money with it: released back (cancelled, declined) or settled (paid). */
async function closePayout(db: Executor, payoutId: number, to: Closing, owner: SQL | undefined): Promise<CloseResult> {
  const closed = await inTransaction(db, async (tx): Promise<{ row: PayoutRow; answer: WalletAnswer; notice: NoticeData | null } | null> => {
    const [row] = await tx
      .update(treasuryPayouts)
      .set({ status: to, completedAt: now() })
      .where(and(eq(treasuryPayouts.id, payoutId), eq(treasuryPayouts.status, 'new'), owner))
      .returning();
    if (!row) return null;
    const money = { payoutId: row.id, userId: row.userId, currency: row.currency, amount: row.amount };
    const answer = to === 'paid' ? await settlePayout(tx, money) : await releasePayout(tx, money);
    return { row, answer, notice: await payoutNotice(tx, row) };
  });
  if (closed) {
    await publishAnswer(closed.answer);
    await publishNotice(db, closed.notice, closed.row.userId);
    return { ok: true, row: closed.row };
  }
  const [row] = await db.select().from(treasuryPayouts).where(and(eq(treasuryPayouts.id, payoutId), owner)).limit(1);
  return { ok: false, reason: row ? 'payout_not_cancellable' : 'payout_not_found', row: row ?? null };
}

/** The player takes back a request the operator has not handled: only their own, only while `new`. */
export async function cancelPayout(db: Executor, userId: number, payoutId: number): Promise<{ status: PayoutStatus }> {
  const result = await closePayout(db, payoutId, 'cancelled', eq(treasuryPayouts.userId, userId));
  if (!result.ok) throw cashboxError(result.reason, 'transaction_id');
  return { status: result.row.status };
}

/** Operator: the money was sent to the player's account. */
export const payPayout = (db: Executor, payoutId: number) => closePayout(db, payoutId, 'paid', undefined);

/** Operator: refused; the money goes back to the player. */
export const declinePayout = (db: Executor, payoutId: number) => closePayout(db, payoutId, 'declined', undefined);

/** Operator: every request waiting, oldest first (the order to handle them in). */
export async function pendingPayouts(db: Executor): Promise<PayoutRow[]> {
  return db.select().from(treasuryPayouts).where(eq(treasuryPayouts.status, 'new')).orderBy(asc(treasuryPayouts.id));
}

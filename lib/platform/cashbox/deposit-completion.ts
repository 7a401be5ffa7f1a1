import 'server-only';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Locale } from '@/lib/domain/locales';
import { depositNoticeKey, type NoticeData } from '@/lib/domain/notifications/notices';
import { REALTIME_EVENTS, userRoom } from '@/lib/domain/realtime/realtime-events';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { treasuryDeposits } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { achievementsOfDeposit } from '@/lib/platform/achievements/achievement-events';
import { awardDepositGoals } from '@/lib/platform/promotions/deposit-goals';
import { publishPointMoves, type PointMove } from '@/lib/platform/promotions/points';
import { announceAchievements } from '@/lib/platform/achievements/announce';
import type { AchievementChange } from '@/lib/platform/achievements/advance';
import { applyCashboxGift } from '@/lib/platform/gifts/cashbox-gift';
import { publishGiftEvents, type GiftEvent } from '@/lib/platform/gifts/gift-events';
import { addNotice, publishNotice } from '@/lib/platform/notifications/notices';
import { publish } from '@/lib/platform/realtime/bus';
import { publishAnswer } from '@/lib/platform/wallet/balances';
import { deposit } from '@/lib/platform/wallet/credits';
import type { WalletAnswer } from '@/lib/platform/wallet/types';
import { lockProtection } from '@/lib/platform/protection/deposit-limits';
import { isExcludedNow } from '@/lib/platform/exclusion/excluded-now';
import { cashboxPlayer } from './cashbox-player';
import { recordInstrument } from '@/lib/platform/account-links/traces';
import { cashboxError } from './errors';
import { todayDepositAmount } from './history';
import { paymentProvider } from './payment-provider';
import { DEPOSIT_TTL_MS, depositCutoff, depositStatus, toDepositDto, type DepositRow } from './cashbox-dtos';
import { log } from '@/lib/platform/log/logger';

/**
 * The provider's word on a deposit: paid or declined. The row leaves `pending` by one guarded
 * UPDATE (`where status = 'pending'` and not expired, `returning`): of two confirmations at once
 * exactly one gets the row, on PostgreSQL the other waits for it and then matches nothing. The
 * winner, in the same transaction, pays the money (ledger key `deposit:<id>`, so even a replay
 * that slipped past the row could not pay twice) and the cashbox gift's bonus, and adds the
 * player's notice of the outcome.
 *
 * A payment for a player who is on a time-out or self-exclusion at that moment (the deposit was
 * started before it) is not credited: the row becomes `held` (no ledger move, no gift, no points)
 * with a `deposit_returned` notice, and after the commit the provider is asked once to return the
 * money (`returnPayment`); the row is then `returned`. Only the transaction that took the row out
 * of `pending` does this, so a repeated confirmation neither credits nor returns a second time.
 */

export type DepositOutcome = 'paid' | 'declined';

export const depositKey = (depositId: number) => `deposit:${depositId}`;

interface Settled {
  row: DepositRow;
  answers: WalletAnswer[];
  /** The gifts' events (a deposit bonus counted, a bonus offer used), after the commit. */
  events?: GiftEvent[];
  notice: NoticeData | null;
  achieved: AchievementChange[];
  /** Promo points of the daily deposit goals this deposit reached. */
  promoPoints: PointMove[];
}

async function settle(tx: Executor, row: DepositRow): Promise<Omit<Settled, 'notice' | 'achieved' | 'promoPoints'>> {
  const answer = await deposit(tx, { transactionId: depositKey(row.id), userId: row.userId, currency: row.currency, amount: row.amount });
  const gift = await payGift(tx, row);
  const events = gift.events ?? [];
  if (gift.bonus === 0) return { row, answers: [answer], events };
  const [withBonus] = await tx.update(treasuryDeposits).set({ bonus: gift.bonus }).where(eq(treasuryDeposits.id, row.id)).returning();
  return { row: withBonus ?? row, answers: gift.answer ? [answer, gift.answer] : [answer], events };
}

/**
 * The payment arrived while the player is excluded: the row is `held` instead of `paid`, with the
 * notice that the money goes back. Nothing is credited.
 */
async function hold(tx: Executor, row: DepositRow): Promise<Settled> {
  const [held] = await tx.update(treasuryDeposits).set({ status: 'held' }).where(eq(treasuryDeposits.id, row.id)).returning();
  const notice = await addNotice(tx, { userId: row.userId, kind: 'deposit_returned', params: { amount: row.amount, currency: row.currency }, link: '/cashbox', key: `deposit_returned:${row.id}` });
  return { row: held ?? row, answers: [], notice, achieved: [], promoPoints: [] };
}

/**
 * After the commit of `hold`: the provider gives the money back and the row becomes `returned`.
 * A provider without a return call, or a failed call, leaves the row `held` for the operator
 * (logged), never credited. Never throws: the provider's confirmation was taken either way.
 */
async function returnHeld(db: Executor, row: DepositRow): Promise<DepositRow> {
  const provider = paymentProvider();
  if (!provider?.returnPayment) {
    log.error(`cashbox: deposit ${row.id} is held (player excluded) and the provider has no return call: return it by hand`);
    return row;
  }
  try {
    await provider.returnPayment({ depositId: row.id, token: row.token, amount: row.amount, currency: row.currency });
  } catch (error) {
    log.error(`cashbox: provider ${provider.id} did not return held deposit ${row.id}: return it by hand`, error);
    return row;
  }
  const [returned] = await db
    .update(treasuryDeposits)
    .set({ status: 'returned' })
    .where(and(eq(treasuryDeposits.id, row.id), eq(treasuryDeposits.status, 'held')))
    .returning();
  return returned ?? row;
}

/** The provider's outcome a stored status answers: a held or returned deposit was paid to the provider. */
const providerOutcome = (status: DepositRow['status'] | 'expired') => (status === 'held' || status === 'returned' ? 'paid' : status);

/** The player's notice of the outcome, in the same transaction (one per deposit). */
function depositNotice(tx: Executor, row: DepositRow, outcome: DepositOutcome): Promise<NoticeData | null> {
  const kind = outcome === 'paid' ? 'deposit_paid' : 'deposit_declined';
  return addNotice(tx, { userId: row.userId, kind, params: { amount: row.amount, currency: row.currency }, link: '/cashbox', key: depositNoticeKey(row.id, outcome === 'paid') });
}

/**
 * The gift runs in a savepoint: money the provider took is credited even when the gift cannot be
 * applied (that failure is logged for the operator, the player keeps the deposit).
 */
async function payGift(tx: Executor, row: DepositRow): Promise<{ bonus: number; answer: WalletAnswer | null; events?: GiftEvent[] }> {
  try {
    return await tx.transaction((savepoint) =>
      applyCashboxGift(savepoint, { userId: row.userId, currency: row.currency, depositId: row.id, amount: row.amount, giftId: row.giftId }),
    );
  } catch (error) {
    log.error(`cashbox: the gift of deposit ${row.id} was not applied`, error);
    return { bonus: 0, answer: null };
  }
}

/**
 * The promos' daily deposit goals this deposit reached (lib/platform/promotions/deposit-goals.ts),
 * counted with today's paid deposits, this one included. In a savepoint, as the gift: the deposit
 * is credited even when the points cannot be (that failure is logged).
 */
async function promotionGoals(tx: Executor, row: DepositRow, at: Date): Promise<PointMove[]> {
  try {
    return await tx.transaction(async (savepoint) =>
      awardDepositGoals(savepoint, { userId: row.userId, today: { amount: await todayDepositAmount(savepoint, row.userId, row.currency), currency: row.currency }, at }),
    );
  } catch (error) {
    log.error(`cashbox: the promo goals of deposit ${row.id} were not awarded`, error);
    return [];
  }
}

/**
 * Completes the deposit of `token`. Completing it again with the same outcome answers the row as
 * it is (a retried confirmation); a different outcome, or an expired deposit, is `invoice_closed`.
 * `payer`: the payment instrument the provider reports (payout-accounts.ts `payerCard`), when it
 * does: a paid deposit records it for the linked accounts, in the deposit's transaction.
 */
export async function completeDeposit(db: Executor, token: string, outcome: DepositOutcome, locale: Locale, payer: string | null = null): Promise<DepositRow> {
  const settled = await inTransaction(db, async (tx): Promise<Settled | null> => {
    const at = now();
    const [row] = await tx
      .update(treasuryDeposits)
      .set({ status: outcome, completedAt: at })
      .where(and(eq(treasuryDeposits.token, token), eq(treasuryDeposits.status, 'pending'), gt(treasuryDeposits.createdAt, depositCutoff(at))))
      .returning();
    if (!row) return null;
    if (outcome === 'paid') {
      // Serialised with takeExclusion (same lock): an exclusion committed before this reads here.
      await lockProtection(tx, row.userId);
      if (await isExcludedNow(tx, row.userId)) return hold(tx, row);
    }
    const settled = outcome === 'paid' ? await settle(tx, row) : { row, answers: [] };
    const achieved = outcome === 'paid' ? await achievementsOfDeposit(tx, row.userId) : [];
    const promoPoints = outcome === 'paid' ? await promotionGoals(tx, row, at) : [];
    if (outcome === 'paid' && payer) await recordInstrument(tx, row.userId, 'deposit', payer);
    return { ...settled, notice: await depositNotice(tx, settled.row, outcome), achieved, promoPoints };
  });
  if (settled) {
    await announce(db, settled, locale);
    return settled.row.status === 'held' ? returnHeld(db, settled.row) : settled.row;
  }
  const row = await closedDeposit(db, token);
  if (providerOutcome(depositStatus(row, now())) !== outcome) throw cashboxError('invoice_closed');
  return row;
}

/** The deposit that was not pending and payable; a pending one past its time is marked expired on the way. */
async function closedDeposit(db: Executor, token: string): Promise<DepositRow> {
  const [row] = await db.select().from(treasuryDeposits).where(eq(treasuryDeposits.token, token)).limit(1);
  if (!row) throw cashboxError('invoice_not_found');
  if (row.status !== 'pending') return row;
  const [expired] = await db
    .update(treasuryDeposits)
    .set({ status: 'expired', completedAt: new Date(row.createdAt.getTime() + DEPOSIT_TTL_MS) })
    .where(and(eq(treasuryDeposits.id, row.id), eq(treasuryDeposits.status, 'pending'), lte(treasuryDeposits.createdAt, depositCutoff(now()))))
    .returning();
  return expired ?? row;
}

/** After commit: the balance (deposit, then the gift's bonus), `treasury_transaction_confirmed` and the notice. Never throws. */
async function announce(db: Executor, settled: Settled, locale: Locale): Promise<void> {
  await publishNotice(db, settled.notice, settled.row.userId);
  if (settled.row.status !== 'paid') return;
  for (const answer of settled.answers) await publishAnswer(answer);
  await publishGiftEvents(db, settled.row.userId, settled.events ?? []);
  await announceAchievements(db, settled.achieved);
  await publishPointMoves(db, settled.promoPoints);
  try {
    const player = await cashboxPlayer(db, settled.row.userId);
    await publish(userRoom(player.hash), { type: REALTIME_EVENTS.treasuryTransactionConfirmed, deposit: toDepositDto(settled.row, locale, now()) });
  } catch (error) {
    log.error('cashbox: treasury_transaction_confirmed not published', error);
  }
}

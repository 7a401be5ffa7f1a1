import 'server-only';
import type { DepositDto, DepositStatus, PayoutDto } from '@/lib/domain/cashbox/cashbox-types';
import type { Locale } from '@/lib/domain/locales';
import type { treasuryDeposits, treasuryPayouts } from '@/lib/platform/db/schema';
import { methodName } from './payment-methods';
import { maskAccount } from './payout-accounts';

/** The rows of the cashbox tables and the shapes the calls answer (lib/domain/cashbox/cashbox-types.ts). */

export type DepositRow = typeof treasuryDeposits.$inferSelect;
export type PayoutRow = typeof treasuryPayouts.$inferSelect;

/**
 * How long a started deposit may be paid. The provider's page is meant for a player at the
 * screen; a payment arriving after this would land on a deposit the player gave up on (and that
 * no longer holds its share of the daily limit), so it is refused instead.
 */
export const DEPOSIT_TTL_MS = 30 * 60 * 1000;

/** The oldest creation time of a deposit that can still be paid at `at`. */
export const depositCutoff = (at: Date) => new Date(at.getTime() - DEPOSIT_TTL_MS);

/** Spec §9: times are seconds since the epoch. */
export const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A pending deposit past its time reads as expired, whether or not a write has marked it yet. */
export function depositStatus(row: Pick<DepositRow, 'status' | 'createdAt'>, at: Date): DepositStatus {
  return row.status === 'pending' && row.createdAt.getTime() <= depositCutoff(at).getTime() ? 'expired' : row.status;
}

export function toDepositDto(row: DepositRow, locale: Locale, at: Date): DepositDto {
  const status = depositStatus(row, at);
  const completedAt = row.completedAt ?? (status === 'expired' ? new Date(row.createdAt.getTime() + DEPOSIT_TTL_MS) : null);
  return {
    id: row.id,
    amount: row.amount,
    bonus: row.bonus,
    currency: row.currency,
    method: row.method,
    method_name: methodName(row.method, locale),
    status,
    created_at: seconds(row.createdAt),
    completed_at: completedAt ? seconds(completedAt) : null,
  };
}

/** What treasury_payouts.details holds: the field kind and the account as typed (normalized). */
export interface PayoutDetails {
  field: string;
  account: string;
}

function accountOf(details: unknown): string {
  const account = typeof details === 'object' && details !== null ? (details as Partial<PayoutDetails>).account : undefined;
  return typeof account === 'string' ? account : '';
}

export function toPayoutDto(row: PayoutRow, locale: Locale): PayoutDto {
  return {
    id: row.id,
    transaction_id: row.id,
    amount: row.amount,
    currency: row.currency,
    method: row.method,
    method_name: methodName(row.method, locale),
    account: maskAccount(accountOf(row.details)),
    status: row.status,
    created_at: seconds(row.createdAt),
    completed_at: row.completedAt ? seconds(row.completedAt) : null,
  };
}

/** The whole account, for the operator only. */
export const payoutAccount = (row: PayoutRow) => accountOf(row.details);

import 'server-only';
import type { PayoutSystemDto } from '@/lib/domain/cashbox/cashbox-types';
import { accountValue, isValidAccount } from '@/lib/domain/cashbox/cashbox-account';
import { PHONE_CODES } from './phone-codes';

/**
 * What a player types as the payout account, per field kind of the payout method: checked
 * before any money is held, so the operator never gets a request that cannot be paid, and kept
 * whole (normalized) for the operator while the player's lists show it masked. The rule is the
 * form's own (lib/domain/cashbox/cashbox-account.ts: Luhn for cards, a complete phone of a dial code
 * the cashbox pays to, a wallet id); the server only also refuses characters nobody types
 * around the digits.
 */

type Field = PayoutSystemDto['field'];

/** What may surround a card's or a phone's digits as typed. */
const TYPED: Partial<Record<Field, RegExp>> = { card: /^[\d\s-]+$/, phone: /^\+?[\d\s()-]+$/ };

/** The account as stored (card digits, phone digits, wallet id), or null when it cannot be paid to. */
export function normalizePayoutAccount(field: Field, raw: string): string | null {
  const value = raw.trim();
  if (TYPED[field] && !TYPED[field].test(value)) return null;
  return isValidAccount(field, value, PHONE_CODES) ? accountValue(field, value) : null;
}

/**
 * A payment instrument as the linked accounts know it (lib/platform/account-links): its kind and
 * its normalized value, so a card typed for a payout and the same card reported by the payment
 * provider for a deposit are one instrument.
 */
export function paymentInstrument(field: Field, account: string): string {
  return `${field}:${account}`;
}

/** The card a deposit's payer paid with (its digits, as the provider reports them). */
export function payerCard(digits: string): string {
  return paymentInstrument('card', digits);
}

/** What the player's lists show: only the last four characters. */
export function maskAccount(account: string): string {
  return `•••• ${account.slice(-4)}`;
}

import type { PayoutSystemDto } from '@/lib/domain/cashbox-types';
import { isPhoneComplete } from '@/lib/domain/phone-countries';

/**
 * What a player types as the payout account, per field kind of the payout method: checked
 * before any money is held, so the operator never gets a request that cannot be paid, and kept
 * whole (normalized) for the operator while the player's lists show it masked.
 */

type Field = PayoutSystemDto['field'];

/** The Luhn checksum every payment card number carries: catches a mistyped digit. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** E-wallet ids: an account number or an e-mail-like login, no spaces. */
const WALLET_ACCOUNT = /^[A-Za-z0-9._@:+-]{6,64}$/;

/** The account as stored (card digits, phone digits, wallet id), or null when it cannot be paid to. */
export function normalizePayoutAccount(field: Field, raw: string): string | null {
  const value = raw.trim();
  if (field === 'card') {
    if (!/^[\d\s-]+$/.test(value)) return null;
    const digits = value.replace(/\D/g, '');
    return digits.length >= 13 && digits.length <= 19 && luhnValid(digits) ? digits : null;
  }
  if (field === 'phone') {
    if (!/^\+?[\d\s()-]+$/.test(value)) return null;
    const digits = value.replace(/\D/g, '');
    return digits.length >= 7 && isPhoneComplete(digits) ? digits : null;
  }
  return WALLET_ACCOUNT.test(value) ? value : null;
}

/** What the player's lists show: only the last four characters. */
export function maskAccount(account: string): string {
  return `•••• ${account.slice(-4)}`;
}

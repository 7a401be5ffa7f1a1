import type { ProfileDto } from '../accounts/account-types';
import type { PayoutSystemDto, PhoneCodeDto } from './cashbox-types';
import { digitsOnly } from '../validation/input-masks';
import { isPhoneComplete, splitPhone } from '../accounts/phone-countries';

/**
 * The account a payout goes to (PayoutSystemDto.field: a card number, a phone with a dial code
 * from GET /json-api/treasury/phone-codes, or a wallet id), and the phone a payout needs
 * (spec platform §6: withdrawal requires verification). Pure: the form checks with it, and the
 * treasury (lib/platform/cashbox/payout-accounts.ts) refuses what it refuses.
 */
export type AccountKind = PayoutSystemDto['field'];

/** Card numbers are typed in groups of four; 13 to 19 digits (ISO/IEC 7812), as the treasury accepts. */
export const CARD_NUMBER_MASK = '#### #### #### #### ###';
export const CARD_MIN_DIGITS = 13;
export const CARD_MAX_DIGITS = 19;

/** A wallet id: an account number or an e-mail-like login, no spaces. */
const WALLET_PATTERN = /^[A-Za-z0-9._@:+-]{6,64}$/;

/** The Luhn checksum every card number carries: catches a mistyped digit before the request. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function isCardNumber(value: string): boolean {
  const digits = digitsOnly(value);
  return digits.length >= CARD_MIN_DIGITS && digits.length <= CARD_MAX_DIGITS && passesLuhn(digits);
}

/**
 * A payout phone (dial code plus national number, digits only): long enough for its country and,
 * when the treasury named the dial codes it pays to, starting with one of them.
 */
export function isPayoutPhone(phone: string, codes: readonly PhoneCodeDto[]): boolean {
  const digits = digitsOnly(phone);
  if (!digits) return false;
  if (!isPhoneComplete(digits)) return false;
  if (codes.length === 0) return true;
  const { country } = splitPhone(digits);
  return codes.some((code) => digitsOnly(code.code) === country.dialCode);
}

/** The value sent as `account`: digits only for cards and phones, the trimmed id for wallets. */
export function accountValue(kind: AccountKind, raw: string): string {
  return kind === 'wallet' ? raw.trim() : digitsOnly(raw);
}

export function isValidAccount(kind: AccountKind, raw: string, codes: readonly PhoneCodeDto[]): boolean {
  if (kind === 'card') return isCardNumber(raw);
  if (kind === 'phone') return isPayoutPhone(raw, codes);
  return WALLET_PATTERN.test(raw.trim());
}

/** The player's verified phone (the primary one first), or null: a payout needs one. */
export function verifiedPhone(profile: Pick<ProfileDto, 'phones'>): string | null {
  const verified = profile.phones.filter((phone) => phone.is_verified);
  return (verified.find((phone) => phone.is_primary) ?? verified[0])?.value ?? null;
}

/** The country the phone field starts with: the treasury's first dial code, as an ISO code. */
export function defaultPayoutCountry(codes: readonly PhoneCodeDto[]): string | undefined {
  return codes[0]?.country.toLowerCase();
}

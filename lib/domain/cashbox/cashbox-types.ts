import type { PaymentIconKind } from './payment-icons';
import type { GiftConditions, GiftReason, GiftState, GiftTerms, GiftType } from '../gifts/gifts';
/**
 * The shapes of the cashbox (treasury) and gift calls (docs/API.md "Cashbox", "Gifts"), shared
 * by the services that build them and the browser code that reads them. Amounts are integer
 * minor units everywhere, paths included; times are seconds since the epoch (spec §9 "date
 * display … from a seconds timestamp"), except the gift's `expiredAt` (ISO 8601, spec §3 name).
 * The reference calls (payment-system, payout-system, sum-range, general-limit, phone-codes,
 * last-bet) and the lists answer `{ data: { data: ... } }` (spec §7 "reads data.data"); calls
 * that act (deposit start, payout, cancel, sandbox) answer `{ data: ... }`.
 */

/** Page size of the deposit and payout histories: a shorter page means the list is complete (spec §4). */
export const TREASURY_PAGE_SIZE = 20;

/** Spec §9 "default refill amount 500": 500.00 in minor units, the amount the top-up form starts with. */
export const DEFAULT_REFILL_AMOUNT = 500_00;

/** GET /json-api/treasury/payment-system: the ways to deposit for the player's currency. */
/** One currency's range of a payment or payout system (spec §3 `limits`). */
export interface SystemLimitDto {
  currency: string;
  min: number;
  max: number;
}

/**
 * What the spec's payment and payout systems carry (§3: position, name, key, image, limits; the
 * numeric ids of §3, some shown under a "more" section) beside what the site's forms use.
 */
export interface SystemShapeDto {
  /** The system's number (spec: payment systems 88, 77, 99, …). */
  id: number;
  /** Its place in the list, from 1. */
  position: number;
  /** The same as `code`. */
  key: string;
  /** The method's picture (an image URL). */
  image: string;
  /** Its range in every currency it serves. */
  limits: SystemLimitDto[];
  /** Listed under the "more" section rather than among the first choices. */
  more: boolean;
}

export interface PaymentSystemDto extends SystemShapeDto {
  /** Method code, the {method} of GET …/marbella/deposit/{method}/{amount}. */
  code: string;
  /** Localized name. */
  name: string;
  /** Which call starts the deposit: `marbella` → GET …/user/marbella/deposit/…, `rbk` → POST …/rbk-create-invoice. */
  flow: 'marbella' | 'rbk';
  /** Icon kind the site draws (card, sbp, wallet, crypto). */
  icon: PaymentIconKind;
  currency: string;
  /** Deposit range of this method (minor units). */
  min: number;
  max: number;
  /** Quick amounts the form offers (minor units). */
  presets: number[];
}

/** GET /json-api/treasury/payout-system: the ways to withdraw. The site sends the request itself (spec §7 "a payout send with a caller-supplied url, data and HTTP method"). */
export interface PayoutSystemDto extends SystemShapeDto {
  code: string;
  name: string;
  icon: PaymentSystemDto['icon'];
  currency: string;
  /** Payout range (minor units); spec §9 default 100 to 1 000 000 per currency. */
  min: number;
  max: number;
  /** What the player types: a card number or a phone (with the phone-codes list). */
  field: 'card' | 'phone' | 'wallet';
  /** Where to send { amount, account }: `/json-api/treasury/user-payout/{code}`. */
  url: string;
  method: 'post' | 'put';
}

/** GET /json-api/treasury/sum-range: the deposit range over every method, and the form's start amount. */
export interface SumRangeDto {
  currency: string;
  min: number;
  max: number;
  default: number;
}

/** GET /json-api/treasury/general-limit: the daily deposit limit (responsible gaming); null = none. */
export interface GeneralLimitDto {
  currency: string;
  daily_deposit_limit: number | null;
  today_deposit_amount: number;
  /** What may still be deposited today; null = no limit. */
  remaining: number | null;
}

/** GET /json-api/treasury/phone-codes: dial codes for phone payouts. */
export interface PhoneCodeDto {
  country: string;
  code: string;
}

/** GET /json-api/treasury/user/last-bet: the player's last real-money bet, or null. */
export interface LastBetDto {
  amount: number;
  currency: string;
  game: { slug: string; name: string } | null;
  created_at: number;
}

/** `held`/`returned`: paid to the provider while the player was excluded, never credited (deposit-completion.ts). */
export type DepositStatus = 'pending' | 'paid' | 'declined' | 'expired' | 'held' | 'returned';
export type PayoutStatus = 'new' | 'cancelled' | 'declined' | 'paid';

/** One deposit in GET /json-api/treasury/user/deposits. */
export interface DepositDto {
  id: number;
  amount: number;
  /** Bonus money a cashbox gift paid with it. */
  bonus: number;
  currency: string;
  method: string;
  method_name: string;
  status: DepositStatus;
  created_at: number;
  completed_at: number | null;
}

/** One payout in GET /json-api/treasury/user/payouts and /user/new-payouts. */
export interface PayoutDto {
  id: number;
  /** The id POST /json-api/treasury/user-payout/cancel takes (same as id). */
  transaction_id: number;
  amount: number;
  currency: string;
  method: string;
  method_name: string;
  /** The account, masked (•••• 1234). */
  account: string;
  status: PayoutStatus;
  created_at: number;
  completed_at: number | null;
}

/** GET …/user/marbella/deposit/{method}/{amount} and POST …/rbk-create-invoice answer `{ data: { redirectUrl, deposit_id } }`. */
export interface DepositStartDto {
  redirectUrl: string;
  deposit_id: number;
}

/** The sandbox provider's page reads GET /json-api/treasury/sandbox/{token}. */
export interface SandboxInvoiceDto {
  deposit_id: number;
  amount: number;
  currency: string;
  method_name: string;
  status: DepositStatus;
  /** Where the page sends the player back: the cashbox with `?deposit={id}`. */
  returnUrl: string;
}

/** Spec §3 Gift, as GET /json-api/user-gifts lists it. */
export interface GiftDto {
  id: number;
  title: string;
  type: GiftType;
  state: GiftState;
  reason: GiftReason;
  expiredAt: string;
  /** deposit_bonus: the share of each deposit paid as bonus money. */
  percent: number | null;
  restrictions: { depositLimits: { currency: string; limit: number }[] };
  restrictionsState: { depositProgress: number };
  /** The gift the player picked for the next deposit (POST /json-api/user-gifts/cashbox-select). */
  cashboxSelected: boolean;
  /** What the gift gives (amounts per currency: the browser shows the player's); null for a malformed row. */
  terms: GiftTerms | null;
  /** What activation asks of the player first. */
  conditions: GiftConditions;
  activatedAt: string | null;
  usedAt: string | null;
  /** Free-round gifts (giftspin, provider spins, free bet): rounds left once activated; null for other types. */
  spinsLeft: number | null;
}

/**
 * Spec §4 cashbox gift filter: gifts whose deposit limit for the currency, minus the deposit
 * progress, is above 0 — and that can still be used (not used or expired). The browser and the
 * server (cashbox-select, deposits) both apply it.
 */
export function isCashboxGift(gift: Pick<GiftDto, 'state' | 'expiredAt' | 'restrictions' | 'restrictionsState'>, currency: string, nowMs: number): boolean {
  if (gift.state === 'used' || gift.state === 'expired') return false;
  if (Date.parse(gift.expiredAt) <= nowMs) return false;
  const limit = gift.restrictions.depositLimits.find((l) => l.currency === currency)?.limit ?? 0;
  return limit - gift.restrictionsState.depositProgress > 0;
}

/** Error codes of the cashbox calls (spec §8 "Cashier"), with texts in messages/*.json `cashbox.errors`. */
export const CASHBOX_ERROR_CODES = [
  'method_unavailable',
  'amount_out_of_range',
  'deposit_limit_exceeded',
  'not_enough_funds',
  'phone_not_verified',
  /** Spec §6: the identity documents are not approved yet (the Verification tab). */
  'documents_not_verified',
  'wagering_not_complete',
  'invalid_account',
  'payout_not_found',
  'payout_not_cancellable',
  'deposit_not_received',
  'invoice_not_found',
  'invoice_closed',
  'gift_not_available',
  'server_problems',
] as const;
export type CashboxErrorCode = (typeof CASHBOX_ERROR_CODES)[number];

export function isCashboxErrorCode(value: unknown): value is CashboxErrorCode {
  return typeof value === 'string' && (CASHBOX_ERROR_CODES as readonly string[]).includes(value);
}

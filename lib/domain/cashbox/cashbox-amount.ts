import type { GiftDto } from './cashbox-types';
import { COIN } from '../money';

/**
 * The amount fields of the cashbox (spec platform §9: default refill 500, payout range from min
 * to max). The player types display units ("500", "500.50", "1 000,5"); everything else works in
 * integer minor units, like the API. Pure, so the rules are tested without a browser.
 */

/** Longest whole part accepted: far above any limit, short enough to stay a safe integer. */
const MAX_WHOLE_DIGITS = 9;
const AMOUNT_PATTERN = new RegExp(`^(\\d{1,${MAX_WHOLE_DIGITS}})(?:[.,](\\d{0,2}))?$`);

/** The field's text as minor units; null when it is not an amount (letters, 3 decimals, sign). */
export function parseAmountInput(text: string): number | null {
  // Spaces of any kind are group separators players type or paste ("1 000", "1 000").
  const match = AMOUNT_PATTERN.exec(text.replace(/[\s\u00a0\u202f]/g, ''));
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * COIN + Number(fraction);
}

/** Minor units as the field shows them: "500.00" (the spec's default refill, spec §9). */
export function formatAmountInput(minor: number): string {
  return (minor / COIN).toFixed(2);
}

/**
 * What is wrong with an amount, as the form names it. `over_limit` and `over_balance` are the
 * client's early copies of the server's `deposit_limit_exceeded` and `not_enough_funds`.
 */
export type AmountProblem = 'required' | 'invalid' | 'below_min' | 'above_max' | 'over_limit' | 'over_balance';

export type AmountCheck = { ok: true; amount: number } | { ok: false; problem: AmountProblem };

export interface AmountRules {
  /** The method's range (minor units). */
  min: number;
  max: number;
  /** What may still be deposited today; null or absent = no daily limit. */
  remainingToday?: number | null;
  /** The real-money balance a payout may take; null or absent = not known (the server checks). */
  balance?: number | null;
}

export function checkAmount(text: string, rules: AmountRules): AmountCheck {
  if (text.trim() === '') return { ok: false, problem: 'required' };
  const amount = parseAmountInput(text);
  if (amount === null || amount === 0) return { ok: false, problem: 'invalid' };
  if (amount < rules.min) return { ok: false, problem: 'below_min' };
  if (amount > rules.max) return { ok: false, problem: 'above_max' };
  if (rules.remainingToday !== null && rules.remainingToday !== undefined && amount > rules.remainingToday) return { ok: false, problem: 'over_limit' };
  if (rules.balance !== null && rules.balance !== undefined && amount > rules.balance) return { ok: false, problem: 'over_balance' };
  return { ok: true, amount };
}

/**
 * The amount the top-up form starts with: the server's default (sum-range), else the spec's 500,
 * moved into the method's range so the first submit is not refused for a method with a higher
 * minimum.
 */
export function initialRefillAmount(serverDefault: number | null | undefined, fallback: number, range?: { min: number; max: number }): number {
  const start = serverDefault && serverDefault > 0 ? serverDefault : fallback;
  if (!range) return start;
  return Math.min(Math.max(start, range.min), range.max);
}

/** What a cashbox gift may still count of deposits in a currency (spec §4 cashbox gift filter). */
export function giftRoom(gift: Pick<GiftDto, 'restrictions' | 'restrictionsState'>, currency: string): number {
  const limit = gift.restrictions.depositLimits.find((l) => l.currency === currency)?.limit ?? 0;
  return Math.max(0, limit - gift.restrictionsState.depositProgress);
}

/**
 * The bonus money a deposit-bonus gift would add to a deposit: its percentage of the part of the
 * deposit its limit still counts, rounded down (the house never pays a fraction of a minor unit).
 * An estimate shown next to the gift: the server pays the bonus when the deposit is paid.
 */
export function giftBonus(gift: Pick<GiftDto, 'percent' | 'restrictions' | 'restrictionsState'>, currency: string, amount: number): number {
  if (!gift.percent || gift.percent <= 0 || amount <= 0) return 0;
  return Math.floor((Math.min(amount, giftRoom(gift, currency)) * gift.percent) / 100);
}

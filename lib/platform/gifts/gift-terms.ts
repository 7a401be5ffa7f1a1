import 'server-only';
import { GIFT_TYPES, type GiftTerms } from '@/lib/domain/gifts/gifts';
import { giftTermsOf, type GiftRow } from './gift-dto';

/**
 * The terms of one gift type, checked field by field before anything is paid: a row is jsonb,
 * and a hand-edited or older row must never pay without its requirement (a missing `wager`) or
 * pay a fraction, a negative or an absurd amount. Null means "malformed": the activation refuses
 * it (invalid_user_gift), the cashbox pays nothing.
 */

export type TermsOf<T extends GiftTerms['type']> = Extract<GiftTerms, { type: T }>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A whole positive number (minor units, points, a count). */
export const isPositiveCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** A wagering multiplier: a whole number, 0 for none. */
const isWager = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= 1000;

/** A catalogue slug (a game's or a producer's). */
const isSlug = (value: unknown): value is string => typeof value === 'string' && value !== '' && value.length <= 200;

/** A per-currency amount map whose every amount is a positive count. */
function isAmounts(value: unknown): value is Readonly<Record<string, number>> {
  return isRecord(value) && Object.values(value).every(isPositiveCount);
}

/** The amount of `currency` in a checked amount map; null when the map names none for it. */
export function amountFor(amounts: Readonly<Record<string, number>>, currency: string): number | null {
  return Object.hasOwn(amounts, currency) ? (amounts[currency] ?? null) : null;
}

function isChildSpec(value: unknown): boolean {
  if (!isRecord(value) || !isRecord(value.title) || !isPositiveCount(value.validDays) || !isRecord(value.terms)) return false;
  const type = value.terms.type;
  return typeof type === 'string' && (GIFT_TYPES as readonly string[]).includes(type) && type !== 'group';
}

const CHECKS: { [T in GiftTerms['type']]: (t: Record<string, unknown>) => boolean } = {
  deposit_bonus: () => true,
  cash: (t) => isAmounts(t.amounts) && (t.to === 'real' || t.to === 'bonus') && isWager(t.wager),
  giftspin: (t) => isSlug(t.gameSlug) && isPositiveCount(t.spins) && isAmounts(t.stakes) && isWager(t.wager),
  provider_spins: (t) => isSlug(t.producerSlug) && isPositiveCount(t.spins) && isAmounts(t.stakes) && isWager(t.wager),
  freebet: (t) => isSlug(t.producerSlug) && isAmounts(t.stakes) && isWager(t.wager),
  cashback: (t) => isPositiveCount(t.percent) && isPositiveCount(t.periodDays) && isWager(t.wager),
  // A child is granted as it stands (grantGift): its title, validity and a known type must be there.
  group: (t) => Array.isArray(t.gifts) && t.gifts.length > 0 && t.gifts.length <= 20 && t.gifts.every(isChildSpec),
  custom: (t) => isRecord(t.description) && (t.worth === undefined || isAmounts(t.worth)),
  xp: (t) => isPositiveCount(t.points),
  compoint: (t) => isPositiveCount(t.compoints),
  bonus_offer: (t) => isPositiveCount(t.percent) && isAmounts(t.minDeposits) && isAmounts(t.maxBonus) && isWager(t.wager),
  nondeposit: (t) => isAmounts(t.amounts) && isWager(t.wager),
};

/** The row's terms when they are of type `type` and well formed; null otherwise. */
export function checkedTerms<T extends GiftTerms['type']>(row: Pick<GiftRow, 'type' | 'terms'>, type: T): TermsOf<T> | null {
  if (row.type !== type) return null;
  const terms = giftTermsOf(row);
  if (!terms || terms.type !== type) return null;
  return CHECKS[type](terms as unknown as Record<string, unknown>) ? (terms as TermsOf<T>) : null;
}

/** Whether the row's terms are well formed for its own type. */
export function hasWellFormedTerms(row: Pick<GiftRow, 'type' | 'terms'>): boolean {
  return checkedTerms(row, row.type) !== null;
}

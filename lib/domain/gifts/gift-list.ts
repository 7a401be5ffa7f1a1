import type { GiftDto } from '../cashbox/cashbox-types';
import { categoryUrl } from '../catalog/catalog-types';
import {
  freeRoundScope,
  GIFT_ACTIVATION_ERROR_CODES,
  isFreeRoundTerms,
  isLongTermGift,
  isOneClickGift,
  type GiftActivationErrorCode,
  type GiftState,
  type GiftTerms,
} from './gifts';

/**
 * The browser's rules over the player's gift list (spec §4 "Gifts"), pure so the list, the
 * counters and the live queue share them and unit tests pin them.
 */

/**
 * Spec §4 "loading gifts drops gifts of reason compoints": those are the compoints shop's (its Pick
 * up tab), not the Gifts tab's. The list answer replaces the cached one whole, so a gift the server
 * no longer lists is gone with it ("removes gifts absent from the server list").
 */
export function listedGifts(server: readonly GiftDto[]): GiftDto[] {
  return server.filter((gift) => gift.reason !== 'compoints');
}

/**
 * Spec §4 "the gift counter counts gifts whose expiredAt is in the future", read as the server's
 * GET /json-api/user-gifts/payout-gift-count reads it: gifts still to use (received or activated)
 * whose time has not run out — a used gift keeps its expiredAt but has nothing left to give.
 */
export function isCountedGift(gift: Pick<GiftDto, 'state' | 'expiredAt'>, nowMs: number): boolean {
  return (gift.state === 'received' || gift.state === 'activated') && Date.parse(gift.expiredAt) > nowMs;
}

export function giftCounter(gifts: readonly Pick<GiftDto, 'state' | 'expiredAt'>[], nowMs: number): number {
  return gifts.filter((gift) => isCountedGift(gift, nowMs)).length;
}

/** A gift a tap cannot use any more: the inactive-gift modal explains it (spec §2). */
export function isInactiveGift(gift: Pick<GiftDto, 'state' | 'expiredAt'>, nowMs: number): boolean {
  return gift.state === 'used' || gift.state === 'expired' || Date.parse(gift.expiredAt) <= nowMs;
}

/** What the gift's button does: take a no-deposit prize, activate, or nothing (already running or over). */
export function giftAction(gift: Pick<GiftDto, 'state' | 'type' | 'expiredAt'>, nowMs: number): 'take' | 'activate' | null {
  if (gift.state !== 'received' || Date.parse(gift.expiredAt) <= nowMs) return null;
  return gift.type === 'nondeposit' ? 'take' : 'activate';
}

/** The toasts of the live gift events (spec §4). */
export type GiftToastKind = 'received' | 'used' | 'activated';

/**
 * Spec §4: "a received gift shows a received toast; one-click gift types notify on used;
 * long-term types notify on activated". Other states (expired, a long-term gift used up, progress
 * without a state change) reload the list without a toast.
 */
export function giftToastKind(gift: { type: string; state: GiftState }): GiftToastKind | null {
  if (gift.state === 'received') return 'received';
  if (gift.state === 'used' && isOneClickGift(gift.type)) return 'used';
  if (gift.state === 'activated' && isLongTermGift(gift.type)) return 'activated';
  return null;
}

/**
 * The key of a gift's toast: the live queue and the player's own click learn of the same change,
 * and it shows once (the received one matches the `gift_received` notice's key, so the notice and
 * the queue make one toast too).
 */
export const giftToastKey = (kind: GiftToastKind | 'done', giftId: number) => `gift_${kind}:${giftId}`;

/** Activation refusals whose fix is on the profile's info page: verify the contacts (spec §6, §8). */
export function isContactsError(code: string): boolean {
  return code === 'email_restriction' || code === 'phone_restriction' || code === 'email_and_phone_restriction';
}

export function isGiftActivationErrorCode(value: unknown): value is GiftActivationErrorCode {
  return typeof value === 'string' && (GIFT_ACTIVATION_ERROR_CODES as readonly string[]).includes(value);
}

/** What a gift gives in the player's currency, for display. */
export type GiftValue =
  | { kind: 'money'; amount: number; currency: string; to: 'real' | 'bonus' }
  | { kind: 'percent'; percent: number; maxDeposits?: number; periodDays?: number; maxBonus?: number; currency: string }
  /** Free spins: of one game, or of any slot of a producer. */
  | { kind: 'spins'; spins: number; stake: number | null; currency: string; anyProducerSlot: boolean }
  | { kind: 'freebet'; stake: number | null; currency: string }
  | { kind: 'xp'; points: number }
  | { kind: 'compoints'; compoints: number }
  | { kind: 'group'; count: number }
  | { kind: 'text'; description: string }
  | { kind: 'none' };

/**
 * The part of the terms a player reads, in their currency (amounts are per currency, spec §3
 * GiftTerms): money for cash and no-deposit prizes, a percentage for deposit bonuses, cashback and
 * offers, spins and their stake for free spins, the stake of a free bet. A currency the terms lack
 * reads as none.
 */
export function giftValue(terms: GiftTerms | null, currency: string, pickDescription: (text: Readonly<Record<string, string>>) => string): GiftValue {
  if (!terms) return { kind: 'none' };
  const inCurrency = (amounts: Readonly<Record<string, number>>) => (typeof amounts[currency] === 'number' ? amounts[currency] : null);
  switch (terms.type) {
    case 'cash': {
      const amount = inCurrency(terms.amounts);
      return amount === null ? { kind: 'none' } : { kind: 'money', amount, currency, to: terms.to };
    }
    case 'nondeposit': {
      const amount = inCurrency(terms.amounts);
      return amount === null ? { kind: 'none' } : { kind: 'money', amount, currency, to: 'bonus' };
    }
    case 'deposit_bonus':
      return { kind: 'percent', percent: terms.percent, maxDeposits: terms.maxDeposits, currency };
    case 'cashback':
      return { kind: 'percent', percent: terms.percent, periodDays: terms.periodDays, currency };
    case 'bonus_offer':
      return { kind: 'percent', percent: terms.percent, maxBonus: inCurrency(terms.maxBonus) ?? undefined, currency };
    case 'giftspin':
    case 'provider_spins':
      return { kind: 'spins', spins: terms.spins, stake: inCurrency(terms.stakes), currency, anyProducerSlot: terms.type === 'provider_spins' };
    case 'freebet':
      return { kind: 'freebet', stake: inCurrency(terms.stakes), currency };
    case 'xp':
      return { kind: 'xp', points: terms.points };
    case 'compoint':
      return { kind: 'compoints', compoints: terms.compoints };
    case 'group':
      return { kind: 'group', count: terms.gifts.length };
    case 'custom':
      return { kind: 'text', description: pickDescription(terms.description) };
  }
}

/**
 * Deposit progress of a deposit bonus in the player's currency: counted so far against the
 * limit, null when the gift has no limit there.
 */
export function depositProgress(gift: Pick<GiftDto, 'restrictions' | 'restrictionsState'>, currency: string): { counted: number; limit: number } | null {
  const limit = gift.restrictions.depositLimits.find((l) => l.currency === currency)?.limit;
  if (!limit) return null;
  return { counted: Math.min(gift.restrictionsState.depositProgress, limit), limit };
}

/**
 * Where a free-round gift is played, for its card's link: the game page of a giftspin, the
 * producer's page for provider spins and a free bet (the player picks the game there); null for
 * any other gift.
 */
export function freeRoundPlace(terms: GiftTerms | null): { path: string; kind: 'game' | 'producer' } | null {
  if (!terms || !isFreeRoundTerms(terms)) return null;
  const scope = freeRoundScope(terms);
  return 'gameSlug' in scope ? { path: `/play/${scope.gameSlug}`, kind: 'game' } : { path: categoryUrl('producer', scope.producerSlug), kind: 'producer' };
}

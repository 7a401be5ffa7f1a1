import type { LocalizedText } from '../locales';

/**
 * The gift model (spec platform §3 "Gift", §4 "Gifts", §8 "Gift activation failures"), shared
 * by the server that grants and activates gifts and the browser that lists them. Every grant
 * (a level, an achievement, a promo code, a compoint purchase, a group's children …) describes
 * its gift as a GiftSpec; lib/platform/gifts/grant-gift.ts turns a spec into a player's gift.
 */

/** Spec §3 gift types, as codes. */
export const GIFT_TYPES = [
  'cashback',
  'deposit_bonus',
  'cash',
  'giftspin',
  'group',
  'custom',
  'xp',
  'compoint',
  'bonus_offer',
  'nondeposit',
  'provider_spins',
  'freebet',
] as const;
export type GiftType = (typeof GIFT_TYPES)[number];

/**
 * The gifts that are played as free rounds in the game frame, the house paying the stake
 * (lib/platform/games/free-spins.ts): a giftspin on one slot, provider spins on any slot of one
 * producer, a free bet on any game of one producer. A player runs one set of them at a time.
 */
export const FREE_ROUND_GIFT_TYPES = ['giftspin', 'provider_spins', 'freebet'] as const satisfies readonly GiftType[];
export type FreeRoundGiftType = (typeof FREE_ROUND_GIFT_TYPES)[number];

export function isFreeRoundGift(type: string): type is FreeRoundGiftType {
  return (FREE_ROUND_GIFT_TYPES as readonly string[]).includes(type);
}

/** Where a free-round gift's rounds are played: one game, or the games of one producer (only its slots for spins). */
export type FreeRoundScope = { gameSlug: string } | { producerSlug: string; slotsOnly: boolean };

export type FreeRoundGiftTerms = Extract<GiftTerms, { type: FreeRoundGiftType }>;

export function isFreeRoundTerms(terms: GiftTerms): terms is FreeRoundGiftTerms {
  return isFreeRoundGift(terms.type);
}

export function freeRoundScope(terms: FreeRoundGiftTerms): FreeRoundScope {
  if (terms.type === 'giftspin') return { gameSlug: terms.gameSlug };
  return { producerSlug: terms.producerSlug, slotsOnly: terms.type === 'provider_spins' };
}

/** Spec §4: received, then activated, then used or expired. */
export const GIFT_STATES = ['received', 'activated', 'used', 'expired'] as const;
export type GiftState = (typeof GIFT_STATES)[number];

/** Spec §3 gift reasons (`compoints`: bought in the compoints shop; the gift list drops them). */
export const GIFT_REASONS = [
  'personal',
  'registration',
  'level.changed',
  'promotions',
  'achievement',
  'cashback',
  'rest.registration',
  'compoint_product_purchase',
  'gift_distribution',
  'compoints',
] as const;

/**
 * The reason of a group gift's children (spec §3, §4). A gift bought in the compoints shop has
 * reason `compoints`: it waits in the shop's Pick up tab, and the gift list drops it. When that
 * bought gift is a group (a bundle), what its activation hands out are ordinary gifts of the
 * player's list, to be found and used there: they carry `compoint_product_purchase` (the purchase
 * produced them). Any other group passes its own reason on.
 */
export function groupChildReason(groupReason: GiftReason): GiftReason {
  return groupReason === 'compoints' ? 'compoint_product_purchase' : groupReason;
}
export type GiftReason = (typeof GIFT_REASONS)[number];

/**
 * Spec §4 "one-click gift types notify on used; long-term types notify on activated". One-click
 * gifts give everything when activated (received → used; a cashback pays the losses of its period
 * at once); long-term ones start something that lasts (received → activated → used later:
 * deposits, free spins, an offer).
 */
export const ONE_CLICK_GIFT_TYPES = ['cash', 'xp', 'compoint', 'cashback'] as const satisfies readonly GiftType[];
export const LONG_TERM_GIFT_TYPES = ['deposit_bonus', 'giftspin', 'provider_spins', 'freebet', 'bonus_offer'] as const satisfies readonly GiftType[];

export function isOneClickGift(type: string): boolean {
  return (ONE_CLICK_GIFT_TYPES as readonly string[]).includes(type);
}

export function isLongTermGift(type: string): boolean {
  return (LONG_TERM_GIFT_TYPES as readonly string[]).includes(type);
}

/**
 * Spec §4: "for gifts that are not one-click or long-term types the list is reloaded after
 * activation or prize take" (group, custom, nondeposit: what they leave behind is new rows or an
 * operator's work, not a state the browser can predict).
 */
export function reloadsAfterActivation(type: string): boolean {
  return !isOneClickGift(type) && !isLongTermGift(type);
}

/** Spec §8 gift activation failures, one code each (texts in messages `gifts.errors.<code>`). */
export const GIFT_ACTIVATION_ERROR_CODES = [
  'in_process',
  'expired',
  'used',
  'invalid_provider_response',
  'deposit_restriction',
  'email_restriction',
  'phone_restriction',
  'email_and_phone_restriction',
  'multi_account',
  'disabled',
  'invalid_user_gift',
  'invalid_offer',
  'wrong_device',
  'has_bonus',
  'exists_active_giftspin',
] as const;
export type GiftActivationErrorCode = (typeof GIFT_ACTIVATION_ERROR_CODES)[number];

/** Amounts per currency, minor units: a spec is granted to players of any currency. */
export type CurrencyAmounts = Readonly<Record<string, number>>;

/**
 * What each type gives (the `terms` of a gift row). Amounts are per currency; the player's
 * currency is looked up when the gift is used, so a spec never needs the player to be known.
 */
export type GiftTerms =
  /** `percent` of each deposit as bonus money, for `maxDeposits` deposits, each bonus wagered `wager` times. */
  | { type: 'deposit_bonus'; percent: number; maxDeposits: number; wager: number }
  /** Money at once: real money, or bonus money wagered `wager` times. */
  | { type: 'cash'; amounts: CurrencyAmounts; to: 'real' | 'bonus'; wager: number }
  /** `spins` free rounds of studio slot `gameSlug` at the currency's stake; wins go to bonus money wagered `wager` times. */
  | { type: 'giftspin'; gameSlug: string; spins: number; stakes: CurrencyAmounts; wager: number }
  /**
   * `spins` free rounds at the currency's stake on any slot of producer `producerSlug`, chosen by
   * the player round by round; wins go to bonus money wagered `wager` times.
   */
  | { type: 'provider_spins'; producerSlug: string; spins: number; stakes: CurrencyAmounts; wager: number }
  /**
   * One stake of the currency's amount paid by the gift, on any game of producer `producerSlug`
   * (a slot spin or a table round); the win goes to bonus money wagered `wager` times.
   */
  | { type: 'freebet'; producerSlug: string; stakes: CurrencyAmounts; wager: number }
  /** `percent` of net real-money losses over the `periodDays` before activation, as bonus money wagered `wager` times. */
  | { type: 'cashback'; percent: number; periodDays: number; wager: number }
  /** Several gifts at once: activating the group grants each child (reason of the group). */
  | { type: 'group'; gifts: readonly GiftSpec[] }
  /**
   * Something the operator hands over (a physical prize, a personal offer): activating it records
   * the claim. `worth` is what it costs the house per currency (minor units), which the economics
   * model counts as cash; without it the model counts nothing and says so.
   */
  | { type: 'custom'; description: LocalizedText; worth?: CurrencyAmounts }
  | { type: 'xp'; points: number }
  | { type: 'compoint'; compoints: number }
  /** An offer taken before a deposit: the next deposit of at least `minDeposit` gets `percent` as bonus money. */
  | { type: 'bonus_offer'; percent: number; minDeposits: CurrencyAmounts; maxBonus: CurrencyAmounts; wager: number }
  /** A prize without a deposit, taken with take-prize: bonus money wagered `wager` times. */
  | { type: 'nondeposit'; amounts: CurrencyAmounts; wager: number };

/**
 * Whether a gift of these terms pays real (withdrawable) money: a cash gift to the real balance,
 * or a group holding one. Everything else gives bonus money, spins, points or a claim.
 */
export function paysRealMoney(terms: GiftTerms): boolean {
  if (terms.type === 'cash') return terms.to === 'real';
  if (terms.type === 'group') return terms.gifts.some((gift) => paysRealMoney(gift.terms));
  return false;
}

/** What a gift asks of the player before it can be activated (spec §6, §8). */
export interface GiftConditions {
  /** Verified contacts the gift requires. */
  contacts?: 'email' | 'phone' | 'both';
  /** The device the gift is activated on (spec §8 wrong_device). */
  device?: 'mobile' | 'desktop';
  /** Paid deposits (sum, minor units per currency) the player must have made first (spec §8 deposit restriction). */
  minDeposits?: CurrencyAmounts;
}

/** A gift to grant: what grantGift (lib/platform/gifts/grant-gift.ts) needs besides the player, reason and key. */
export interface GiftSpec {
  title: LocalizedText;
  terms: GiftTerms;
  conditions?: GiftConditions;
  /** Spec restrictions.depositLimits (deposit bonuses): deposits counted per currency. */
  depositLimits?: readonly { currency: string; limit: number }[];
  /** Days from the grant until the gift expires. */
  validDays: number;
}

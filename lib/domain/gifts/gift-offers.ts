import type { GiftType } from './gifts';

/**
 * Public gift offers (spec §2 "/take/gift … public"): a gift described on a page anyone may read,
 * that a player takes once. Shared by the API (lib/platform/gift-offers) and the page.
 */

/** The offer /take/gift shows without `?offer=` (seeded, lib/platform/seed/gift-offers.ts). */
export const DEFAULT_GIFT_OFFER_SLUG = 'welcome-gift';

/** Slugs are short, lower-case words with hyphens: anything else is no offer (404) without a query. */
export const GIFT_OFFER_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

export function isGiftOfferSlug(value: unknown): value is string {
  return typeof value === 'string' && GIFT_OFFER_SLUG_PATTERN.test(value);
}

/** Refusals of POST /json-api/gift-offers/{slug}/take (texts in `giftsPage.errors`). */
export const GIFT_OFFER_ERROR_CODES = ['offer_ended'] as const;
export type GiftOfferErrorCode = (typeof GIFT_OFFER_ERROR_CODES)[number];

/** What the offer gives, in one currency (minor units); `spins` for free spins. */
export interface GiftOfferValue {
  amount: number | null;
  currency: string | null;
  spins: number | null;
  gameSlug: string | null;
}

/** GET /json-api/gift-offers/{slug}. */
export interface GiftOfferDto {
  slug: string;
  title: string;
  type: GiftType;
  /** In the player's currency, or the default currency for a guest. */
  value: GiftOfferValue;
  /** Bonus money from it is wagered this many times (null: it gives no bonus money). */
  wager: number | null;
  /** Days the gift lasts once taken. */
  validDays: number;
  /** ISO 8601; null when the offer does not end. */
  endsAt: string | null;
  /** Whether it can be taken now (active and inside its window). */
  open: boolean;
}

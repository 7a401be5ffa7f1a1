import type { GiftTerms, GiftType } from '../gifts/gifts';
import type { LocalizedText } from '../locales';

/**
 * Compoints (spec §1, §3 "Compoint product", §9 "Compoint rate"): loyalty points earned
 * by real-money slot stakes and spent in the compoints shop. Whole points, one ledger unit each
 * (lib/platform/wallet/compoints.ts), shared by the server and the browser.
 */

/**
 * Minor units of real-money slot stakes that earn one compoint, per currency: the seed's 100
 * roubles, and about the same worth elsewhere (the experience rates of lib/domain/levels/experience.ts
 * times 100). A currency missing here earns at the rouble's rate per minor unit.
 */
export const COMPOINT_STAKE_PER_POINT: Readonly<Record<string, number>> = { RUB: 10_000, EUR: 100, USD: 100, CAD: 100, UAH: 4_000, KZT: 50_000 };

/** Stakes are counted in thousandths of a compoint, so small stakes add up exactly enough. */
export const COMPOINT_MILLIS_PER_POINT = 1000;

export function compointRateOf(currency: string): number {
  return COMPOINT_STAKE_PER_POINT[currency] ?? COMPOINT_STAKE_PER_POINT.RUB!;
}

/** Thousandths of a compoint a real-money slot stake earns (0 for any other stake: the caller decides). */
export function compointMillisOfStake(stakeMinor: number, currency: string): number {
  return Math.floor((stakeMinor * COMPOINT_MILLIS_PER_POINT) / compointRateOf(currency));
}

/** Whole compoints in a count of thousandths. */
export function wholeCompoints(millis: number): number {
  return Math.floor(millis / COMPOINT_MILLIS_PER_POINT);
}

/** The kinds of compoint products (spec §7 `?type=gift`); only gifts exist. */
export const COMPOINT_PRODUCT_TYPES = ['gift'] as const;
export type CompointProductType = (typeof COMPOINT_PRODUCT_TYPES)[number];

/**
 * The refusals of the compoints shop (spec §8 "Buying a compoint gift": the message is shown),
 * texts in messages `compoints.errors.<code>`. `disabled` and `multi_account` (gifts switched off
 * on the account, a duplicate account) are the gift activation codes, shared.
 */
export const COMPOINT_ERROR_CODES = [
  /** Not enough compoints; the answer carries `missing` and `balance`. */
  'insufficient_compoint_balance',
  'compoint_product_not_found',
  'compoint_product_inactive',
  'compoint_product_out_of_stock',
] as const;
export type CompointErrorCode = (typeof COMPOINT_ERROR_CODES)[number];

/** The codes a purchase may answer, each with a text in `compoints.errors`. */
export const COMPOINT_PURCHASE_ERROR_CODES = [...COMPOINT_ERROR_CODES, 'disabled', 'multi_account'] as const;

/** One currency's rate: `stake` minor units of real-money slot stakes earn one compoint. */
export interface CompointRateDto {
  currency: string;
  stake: number;
}

/** GET /json-api/compoints/config (docs/API.md "Compoints"). */
export interface CompointsConfigDto {
  /** The player's whole compoints. */
  balance: number;
  /** The player's currency and its rate. */
  currency: string;
  rate: CompointRateDto;
  /** Every currency's rate. */
  rates: CompointRateDto[];
  /** The games whose stakes earn: slots. */
  earnedBy: 'slots';
  /** Texts in the caller's language: the shop's title and how compoints are earned and spent. */
  texts: { title: string; earn: string; spend: string };
  /** The static explanation page. */
  aboutUrl: string;
}

/** GET /json-api/compoint-products (spec §3 Compoint product: id, price, gift). */
export interface CompointProductDto {
  id: number;
  type: CompointProductType;
  /** Whole compoints. */
  price: number;
  /** Left to sell; null when unlimited. */
  stock: number | null;
  gift: { title: string; type: GiftType; terms: GiftTerms; validDays: number };
}

/** POST /json-api/compoint-products/{id}: the gift bought (reason `compoints`) and the compoints left. */
export interface CompointPurchaseDto<G> {
  gift: G;
  balance: number;
}

/** The config's texts (the rouble rate is named; other currencies read the `rate` fields). */
export const COMPOINT_TEXTS: Readonly<Record<keyof CompointsConfigDto['texts'], LocalizedText>> = {
  title: { ru: 'Магазин компоинтов', en: 'Compoints shop', it: 'Negozio dei compoint' },
  earn: {
    ru: 'Каждые 100 ₽ ставок на реальные деньги в слотах приносят 1 компоинт.',
    en: 'Every 100 ₽ of real-money slot bets earns 1 compoint.',
    it: 'Ogni 100 ₽ di puntate con denaro reale sulle slot valgono 1 compoint.',
  },
  spend: {
    ru: 'Обменивайте компоинты на подарки: купленный подарок ждёт во вкладке «Забрать».',
    en: 'Exchange compoints for gifts: a gift you buy waits in the Pick up tab.',
    it: 'Scambia i compoint con regali: il regalo acquistato ti aspetta nella scheda Ritira.',
  },
};

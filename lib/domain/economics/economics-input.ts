import type { CurrencyAmounts, GiftSpec } from '../gifts/gifts';
import type { PromotionPointRules, PromotionPrizeKind } from '../promotions/promotion-dtos';

/**
 * Everything the economics model reads: the casino's configuration as it stands (the games and
 * their RTP, the shop, the level ladder, the promotions that have not ended, the one-time offers,
 * the tournaments' prizes) and the operator's loyalty budget. lib/platform/economics reads it from
 * the database; tests build it by hand. Amounts are minor units per currency.
 */

export interface EconomicsGame {
  slug: string;
  rtp: number;
  /** A slot: its real-money stakes earn compoints (lib/domain/compoints/compoints.ts). */
  slot: boolean;
  /** Its producer's slug (provider spins and free bets are played on a producer's games). */
  producer: string;
  /** Slugs of the categories it stands in. */
  categories: readonly string[];
}

export interface EconomicsProduct {
  id: number;
  price: number;
  gift: GiftSpec;
  paysCash: boolean;
}

export interface EconomicsLevel {
  index: number;
  pointsRequired: number;
  gift: GiftSpec | null;
  /** Percent of a week's net real-money losses paid back on Monday (lib/domain/winback/winback.ts). */
  winbackPercent: number;
}

export interface EconomicsPrize {
  title: string;
  /** Minor points (PROMO_COINS per point). */
  price: number;
  /** Priced in the promo's main currency (what rounds earn) rather than its additional one. */
  mainCurrency: boolean;
  kind: PromotionPrizeKind;
  gift: GiftSpec | null;
  money: CurrencyAmounts | null;
  compoints: number | null;
  /** Lottery: winners; exchange: left (null: unlimited). */
  quantity: number | null;
  paysCash: boolean;
}

export interface EconomicsPromotion {
  slug: string;
  /** Prizes are exchanged for points (templates 2, 5) rather than drawn (lotteries). */
  exchange: boolean;
  startAt: Date;
  endAt: Date;
  pointRules: PromotionPointRules;
  /** The games whose rounds earn; null: every game. */
  gameSlugs: readonly string[] | null;
  /** The prize pool grows by 1 % of wins. */
  pool: boolean;
  /** Whole points of each daily deposit goal (in the additional currency when there is one). */
  depositGoalPoints: readonly number[];
  /** Deposit goals pay in the additional currency. */
  goalsInAdditional: boolean;
  highFives: boolean;
  prizes: readonly EconomicsPrize[];
}

export interface EconomicsTournament {
  slug: string;
  prizes: readonly { gifts: readonly GiftSpec[]; money: CurrencyAmounts }[];
}

export interface EconomicsInput {
  currencies: readonly string[];
  categories: readonly string[];
  games: readonly EconomicsGame[];
  products: readonly EconomicsProduct[];
  levels: readonly EconomicsLevel[];
  promos: readonly EconomicsPromotion[];
  tournaments: readonly EconomicsTournament[];
  /** One-time offers a player may get once each: the registration gift, achievements, promo codes, public gift offers. */
  oneTime: readonly { source: 'registration' | 'achievement' | 'coupon' | 'gift_offer'; name: string; gift: GiftSpec }[];
  /** The loyalty budget: the most the loyalty paths may return, as a fraction of stakes (0.02 = 2 %). */
  budget: number;
  now: Date;
}

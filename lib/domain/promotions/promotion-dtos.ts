import type { EventStatus } from '../tournaments/tournaments';
import type { HighFiveType, PromotionContainerTemplate, PromotionPageType, PromotionTemplate } from './promotions';

/**
 * The shapes of the promo calls (spec play-promos §3, §7), texts in the caller's
 * language. Points and prices are promo coins' minor units (PROMO_COINS per point); money is
 * minor units of its currency.
 */

/** Russian needs one / few / many, the others one / other; every form is filled (fallback `other`). */
export interface PluralNames {
  one: string;
  few: string;
  many: string;
  other: string;
}

/** Spec §3 promo currency (the promo's points and its additional currency). */
export interface PromotionCurrencyDto {
  id: number;
  code: string;
  name: PluralNames;
  icon: string;
  /** Where the currency is explained (a static page), or null. */
  url: string | null;
}

/** How the player gets what a prize gives. */
export type PromotionPrizeKind = 'gift' | 'money' | 'compoints';

export interface PromotionWinnerDto {
  userId: number;
  username: string;
}

/** Spec §3 Prize: id, price, currencyId, winners. */
export interface PromotionPrizeDto {
  id: number;
  title: string;
  image: string;
  /** Minor points of `currencyId` (the promo's currency or its additional one). */
  price: number;
  currencyId: number;
  kind: PromotionPrizeKind;
  /** Lottery: how many players win it; exchange: how many are left (null = unlimited). */
  quantity: number | null;
  winners: PromotionWinnerDto[];
}

/** A daily deposit goal of the promo (GET …/daily-deposit-amount-achievements). */
export interface DailyDepositAchievementDto {
  id: number;
  /** Today's deposits (minor units of `currency`) that reach it. */
  amount: number;
  currency: string;
  /** Minor points it gives, once a day. */
  points: number;
  /** Today's paid deposits in `currency`, minor units. */
  deposited: number;
  /** 0–100. */
  progress: number;
  isCompleted: boolean;
}

/** What earns points in a promo (its rules; shown on the page). Minor money per whole point, per currency. */
export interface PromotionPointRules {
  /** Real-money stakes in the promo's games. */
  stake: Record<string, number> | null;
  /** Real-money wins in the promo's games. */
  win: Record<string, number> | null;
}

export interface PrizePoolCounterDto {
  /** The counter's id (the promo's id: one counter a promo). */
  id: number;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
}

/** Spec §3 Promo, as GET /json-api/actions, /actions/active and /actions/{slug} answer it. */
export interface PromotionDto {
  id: number;
  slug: string;
  title: string;
  /** Short text of the card and the page's lead. */
  description: string;
  /** The rules (paragraphs separated by blank lines). */
  rules: string;
  image: string;
  /** The fund text of the card (spec "fund"). */
  fund: string;
  template: PromotionTemplate | null;
  pageType: PromotionPageType;
  containerTemplate: PromotionContainerTemplate;
  startAt: string;
  endAt: string;
  status: EventStatus;
  prizes: PromotionPrizeDto[];
  /** Spec §3 pointPrices by currency: minor money of real-money stakes per whole point. */
  pointPrices: Record<string, number>;
  pointRules: PromotionPointRules;
  currency: PromotionCurrencyDto;
  additionalCurrency: PromotionCurrencyDto | null;
  isHighFiveEnabled: boolean;
  useParticipantBtn: boolean;
  /** The daily deposit goals' thresholds (progress is the player's, from its own call). */
  achievements: { id: number; amount: Record<string, number>; points: number }[];
  prizePoolCounter: PrizePoolCounterDto | null;
  /** Prizes handed out so far (exchanged or drawn). */
  sentGiftsCount: number;
  background: string | null;
  /** Game slugs whose rounds earn points; empty = every game. */
  games: string[];
  /** Minimum whole points to appear in the participants table. */
  tableEntryPoints: number;
  sortPriority: number;
  /**
   * The caller's membership (spec §4): null for a guest; true for a player when the promo has no
   * participate button or the player pressed it. Added by the server helper so a list's card
   * knows without one participant call per promo.
   */
  isMember: boolean | null;
}

/** Spec §3 user promo data (GET /json-api/actions/{id}/participant; 404 → null). */
export interface UserPromotionDataDto {
  id: number;
  actionId: number;
  membership: boolean;
  points: number;
  additionalPoints: number;
  receivedPrizes: number[];
  /** Spec §3 high-five info. Null until the player has a place (see showsHighFiveRank). */
  highFive: {
    rank: number | null;
    sent: number;
    received: number;
    sentToday: number;
    /** The players this one high-fived in this promo today (UTC day), in order: their rows show "high-fived". */
    sentTodayTo: number[];
  };
}

/** One row of the participants table. */
export interface PromotionParticipantDto {
  userId: number;
  username: string;
  rank: number;
  points: number;
  highFivesReceived: number;
}

export interface PageOf<T> {
  items: T[];
  totalItems: number;
}

export interface HighFiveDto {
  id: number;
  type: HighFiveType;
  /** The other side (the receiver of a sent one, the giver of a received one). */
  user: { userId: number; username: string };
  /** Both sides, whoever reads it (a guest's feed of the promo has no "other side"). */
  from: { userId: number; username: string };
  to: { userId: number; username: string };
  createdAt: string;
}

/** GET …/high-fives/statistic: the promo's totals and the best-loved players. */
export interface HighFiveStatisticDto {
  total: number;
  today: number;
  top: { userId: number; username: string; received: number }[];
}

/** What moved the player's promo points (one row of the action balance log). */
export const PROMO_POINT_REASONS = [
  /** A real-money round: its stake and its win together, one row (ref: the round's ledger key). */
  'round',
  'deposit_achievement',
  'high_five_sent',
  'high_five_received',
  'exchange',
  'duck_hunt',
] as const;
export type PromotionPointReason = (typeof PROMO_POINT_REASONS)[number];

export interface PromotionBalanceLogDto {
  id: number;
  actionId: number;
  currencyId: number;
  /** Minor points, negative when spent. */
  amount: number;
  /** The balance after the movement. */
  balance: number;
  reason: PromotionPointReason;
  createdAt: string;
}

/** GET /json-api/content/promo-widgets/current: the active promo, and the player's progress when logged in. */
export interface PromotionWidgetDto {
  promo: { id: number; slug: string; title: string; image: string; currency: PromotionCurrencyDto } | null;
  /** Null for a guest or a non-member. */
  points: number | null;
  nextPrize: { id: number; title: string; price: number } | null;
  progress: number | null;
}

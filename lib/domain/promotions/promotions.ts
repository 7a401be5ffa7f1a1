import { PROMO_COINS } from '../money';
import type { PromotionPointRules } from './promotion-dtos';
import { XP_STAKE_PER_POINT } from '../levels/experience';
import { eventStatus, type EventStatus } from '../tournaments/tournaments';

/**
 * Promotions (spec play-promos §2–§9, platform §2, §3, §9): the shared rules of
 * lottery and prize-exchange promos — page types and templates, membership, high-five limits and
 * rewards, points, progress, the prize pool and the refusals. The server (lib/platform/promotions)
 * and the browser read the same rules from here; the call shapes are in promotion-dtos.ts.
 *
 * Points are integers in promo coins' minor units (PROMO_COINS = 10000 per point, spec §9), so a
 * small stake still earns its exact share; the browser divides by PROMO_COINS to show them.
 */

/** Spec §3 page types: a promo without a template is a static page. */
export const PROMO_PAGE_TYPES = ['static', 'exchange', 'lottery'] as const;
export type PromotionPageType = (typeof PROMO_PAGE_TYPES)[number];

export const PROMO_TEMPLATES = ['template1', 'template2', 'template3', 'template4', 'template5'] as const;
export type PromotionTemplate = (typeof PROMO_TEMPLATES)[number];

/** Spec §3: template1 to template5 map to lottery, exchange, lottery, lottery, exchange. */
export const PROMO_TEMPLATE_PAGE_TYPE: Readonly<Record<PromotionTemplate, Exclude<PromotionPageType, 'static'>>> = {
  template1: 'lottery',
  template2: 'exchange',
  template3: 'lottery',
  template4: 'lottery',
  template5: 'exchange',
};

export function promotionPageType(template: PromotionTemplate | null): PromotionPageType {
  return template === null ? 'static' : PROMO_TEMPLATE_PAGE_TYPE[template];
}

/** Spec §3 container templates: the page's frame (colours, header art). */
export const PROMO_CONTAINER_TEMPLATES = ['default', 'birthday', 'secondary', 'third'] as const;
export type PromotionContainerTemplate = (typeof PROMO_CONTAINER_TEMPLATES)[number];

/** Spec §3 high-five types (the list's `type` query). */
export const HIGH_FIVE_TYPES = ['sent', 'received'] as const;
export type HighFiveType = (typeof HIGH_FIVE_TYPES)[number];

/** The promo list's filter (spec §2 "filtered by type: tournament, action, all"). */
export const PROMO_LIST_FILTERS = ['all', 'action', 'tournament'] as const;
export type PromotionListFilter = (typeof PROMO_LIST_FILTERS)[number];

/**
 * Spec §8 promo error codes, texts in messages `promo.errors.<code>`. The spec names the codes
 * without saying when each is answered; this project answers:
 */
export const PROMOTION_ERROR_CODES = [
  /** The giver already high-fived this player in this promo today (HIGH_FIVE_LIMITS.perUserPerDay). */
  'high_five_per_user_limit_reached',
  /** The giver has given HIGH_FIVE_LIMITS.perDay high-fives in this promo today. */
  'high_five_daily_limit_reached',
  /**
   * The target cannot take a high-five: not a member, blocked for multi-account, unknown, without
   * a real deposit, or linked to the giver (same device, address or payment instrument).
   */
  'cannot_high_five',
  /** The promo has no high-fives, or the call does not fit its page type (exchange in a lottery). */
  'action_not_allowed',
  /** A high-five to oneself (spec "cannot mark yourself"). */
  'action_self_palm',
  /** No such promo (or prize), or a static promo where a playable one is needed. */
  'invalid_promotion',
  /**
   * The player has not joined a promo that has a participate button, or has made no real deposit
   * yet (with `reason: deposit_required`): high-fives and exchanges reward depositors only.
   */
  'user_not_participate',
  /** The prize costs more points than the player has; `details.missing` says how many (minor). */
  'insufficient_funds',
  /** The prize is out of stock, or the player already holds it (one of each per player). */
  'cannot_buy_prize',
  /** The promo is future or past. */
  'action_is_inactive',
  /** The player (or the target) is flagged multi-account (spec §6). */
  'user_is_blocked_for_multi_account',
] as const;
export type PromotionErrorCode = (typeof PROMOTION_ERROR_CODES)[number];

/**
 * Why a refusal with a spec code was given, when the code alone would mislead (a `reason` beside
 * `errors`; texts in messages `promo.errorReasons.<reason>`): `deposit_required` — the player's
 * own promotion rewards (high-fives, exchanges) start with a real deposit; the code is
 * `user_not_participate`. Only the caller's own state is ever named: a refusal about another
 * player says nothing of why.
 */
export const PROMO_REFUSAL_REASONS = ['deposit_required'] as const;
export type PromotionRefusalReason = (typeof PROMO_REFUSAL_REASONS)[number];

export function isPromotionRefusalReason(value: unknown): value is PromotionRefusalReason {
  return typeof value === 'string' && (PROMO_REFUSAL_REASONS as readonly string[]).includes(value);
}

export function isPromotionErrorCode(value: unknown): value is PromotionErrorCode {
  return typeof value === 'string' && (PROMOTION_ERROR_CODES as readonly string[]).includes(value);
}

/**
 * High-five limits (spec §8 names them, values not shown; chosen here): one high-five to the
 * same player per promo per day, ten given per promo per day. A day is the UTC day.
 */
export const HIGH_FIVE_LIMITS = { perUserPerDay: 1, perDay: 10 } as const;

/**
 * Spec §9 high-five rewards in whole points: +1 to each side of a high-five, and +5 more to the
 * giver at every fifth given, +10 more to the receiver at every fifth received (5th, 10th …).
 */
export const HIGH_FIVE_POINTS = { each: 1, everyFifthGiven: 5, everyFifthReceived: 10 } as const;

/** Points (minor) a high-five moves for one side, whose count of high-fives is now `count`. */
export function highFivePoints(side: HighFiveType, count: number): number {
  const bonus = count > 0 && count % 5 === 0 ? (side === 'sent' ? HIGH_FIVE_POINTS.everyFifthGiven : HIGH_FIVE_POINTS.everyFifthReceived) : 0;
  return (HIGH_FIVE_POINTS.each + bonus) * PROMO_COINS;
}

/** Spec §9 constants of the promo screens. */
export const PROMO_LIMITS = {
  /** Participants table page size. */
  participants: 10,
  /** Flying notification: shown for 3000 ms, its appearance animation 2.5 s. */
  flyingNotificationMs: 3000,
  flyingAnimationMs: 2500,
  /** Promo popup delay after load. */
  popupDelayMs: 3000,
  /** High-fives list page size. */
  highFives: 10,
} as const;

/** Spec §9: the prize fund grows by 1 percent of all real-money wins (in the pool's currency, minor). */
export const PRIZE_POOL_SHARE_PERCENT = 1;

/** Minor units of `currency` worth one experience point (a rouble, a cent …): the worth table money is compared by. */
function worthOf(currency: string): number {
  return XP_STAKE_PER_POINT[currency] ?? XP_STAKE_PER_POINT.RUB!;
}

/**
 * What one real-money win adds to a prize pool kept in `poolCurrency`: PRIZE_POOL_SHARE_PERCENT
 * of the win, converted by worth, in hundredths of the pool currency's minor unit (the pool's
 * stored unit: 1 % of a win in the same currency is then exactly the win's minor units).
 */
export function poolShareOfWin(winMinor: number, currency: string, poolCurrency: string): number {
  return Math.floor((winMinor * PRIZE_POOL_SHARE_PERCENT * worthOf(poolCurrency)) / worthOf(currency));
}

/** Whole minor units of a pool: its base plus its shares (hundredths of a minor unit). */
export function poolAmount(baseMinor: number, sharesHundredths: number): number {
  return baseMinor + Math.floor(sharesHundredths / 100);
}

/**
 * Minor points a real-money round earns under a promo's rules (spec: stakes and wins of
 * the promo's games): the stake's and the win's real money, each divided by the rule's minor money
 * per whole point in the round's currency (a currency the rule does not price earns nothing).
 */
export function roundPoints(rules: PromotionPointRules, round: { realStake: number; realWin: number; currency: string }): number {
  return pointsOfMoney(rules.stake, round.realStake, round.currency) + pointsOfMoney(rules.win, round.realWin, round.currency);
}

/**
 * One part of `roundPoints`. A function of its own rather than a closure inside it: this runs for
 * every promo on every real-money round, and the server's TypeScript loader (tsx, keeping
 * function names) gives each new closure its name with a property definition, about 4 µs each.
 */
function pointsOfMoney(rate: Record<string, number> | null, minor: number, currency: string): number {
  const per = rate?.[currency];
  return per && per > 0 && minor > 0 ? Math.floor((minor * PROMO_COINS) / per) : 0;
}

/**
 * Spec §4 "Promo": membership is true when the promo has no participate button; otherwise it is
 * what the player's own data says (be_participant).
 */
export function isMember(useParticipantBtn: boolean, joined: boolean): boolean {
  return !useParticipantBtn || joined;
}

/** Spec §4: the active promo is one whose status is active and which has a template. */
export function isPlayablePromotion(status: EventStatus, template: PromotionTemplate | null): boolean {
  return status === 'active' && template !== null;
}

/** Why a caller may not see a promo's members' data, or null when they may. */
export type MembersDataRefusal = 'unauthorized' | 'action_not_allowed' | 'user_not_participate' | 'action_is_inactive';

/**
 * The one rule of who sees a promo's members' data — the participants table, the high-five lists
 * and their statistic, the member's own high-five info (spec §4 "membership info and high-five info
 * need login, membership and an active promo", §6 "visitor no; logged-in player yes, when member and
 * promo active"): the first reason that refuses, in the order the server answers them (401 for a
 * visitor, then 403 a static promo, 403 a non-member, 409 a promo that is not running). The browser
 * shows the state this names instead of the table.
 */
export function membersDataRefusal(viewer: { loggedIn: boolean; member: boolean }, promo: { status: EventStatus; template: PromotionTemplate | null }): MembersDataRefusal | null {
  if (!viewer.loggedIn) return 'unauthorized';
  if (promo.template === null) return 'action_not_allowed';
  if (!viewer.member) return 'user_not_participate';
  if (!isPlayablePromotion(promo.status, promo.template)) return 'action_is_inactive';
  return null;
}

/** Spec §4: the high-five rank shows only when logged in, a member, and the promo is not future. */
export function showsHighFiveRank(loggedIn: boolean, member: boolean, status: EventStatus): boolean {
  return loggedIn && member && status !== 'future';
}

/** A promo's status at `at` (spec §4 event status): the server's `past` wins, then the clock. */
export function promotionStatus(finished: boolean, startAt: string | Date, endAt: string | Date, at: Date): EventStatus {
  return eventStatus(finished ? 'past' : 'active', startAt, endAt, at);
}

/**
 * Spec §9 "progress percentage = points divided by next prize price times 100": the cheapest
 * prize the player cannot afford yet, and the progress towards it (0–100; 100 when every prize is
 * within reach, null when there are no prizes).
 */
export function progressToNextPrize<P extends { price: number }>(points: number, prizes: readonly P[]): { next: P | null; progress: number | null } {
  if (prizes.length === 0) return { next: null, progress: null };
  const sorted = [...prizes].sort((a, b) => a.price - b.price);
  const next = sorted.find((prize) => prize.price > points) ?? null;
  if (!next) return { next: null, progress: 100 };
  return { next, progress: Math.min(100, Math.floor((points / next.price) * 100)) };
}

/** Whole points of a minor amount, for display (floored: a point is shown once it is whole). */
export function wholePoints(minor: number): number {
  return Math.floor(minor / PROMO_COINS);
}

/**
 * A lottery's draw: for each prize in order, `quantity` winners picked one at a time
 * with a chance proportional to their tickets (points), without replacement — a player wins at
 * most one prize. `randomBelow(n)` answers an integer in [0, n) (the server passes a
 * cryptographic one). Tickets are whole points (the minor remainder does not count), so the sum
 * stays far below the 2^48 a cryptographic integer draw allows.
 */
export function drawWinners<P extends { id: number; quantity: number | null }>(
  prizes: readonly P[],
  tickets: ReadonlyArray<{ userId: number; points: number }>,
  randomBelow: (n: number) => number,
): Array<{ prize: P; userId: number }> {
  const pool = tickets.map((t) => ({ userId: t.userId, weight: wholePoints(t.points) })).filter((t) => t.weight > 0);
  const won: Array<{ prize: P; userId: number }> = [];
  for (const prize of prizes) {
    for (let i = 0; i < (prize.quantity ?? 1) && pool.length > 0; i += 1) {
      const total = pool.reduce((sum, t) => sum + t.weight, 0);
      let ticket = randomBelow(total);
      const at = pool.findIndex((t) => (ticket -= t.weight) < 0);
      const [winner] = pool.splice(at, 1);
      won.push({ prize, userId: winner!.userId });
    }
  }
  return won;
}

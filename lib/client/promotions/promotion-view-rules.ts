import type { EventStatus } from '@/lib/domain/tournaments/tournaments';
import type { PluralNames, PromotionCurrencyDto, PromotionDto, PromotionPrizeDto } from '@/lib/domain/promotions/promotion-dtos';
import { HIGH_FIVE_LIMITS, isMember, membersDataRefusal, promotionStatus, wholePoints, type MembersDataRefusal } from '@/lib/domain/promotions/promotions';
import type { ViewerKey } from './promotion-data';

/**
 * The promo page's small decisions, apart from React so they are tested alone: what a row's
 * high-five button shows, an amount of promo points with its plural name, which currency a prize
 * is priced in, the promo's status by the browser's clock.
 */

/** A promo's status now (spec §4 browser timers): the server's `past` wins, then the clock. */
export function statusAt(promo: Pick<PromotionDto, 'status' | 'startAt' | 'endAt'>, at: Date): EventStatus {
  return promotionStatus(promo.status === 'past', promo.startAt, promo.endAt, at);
}

/** Russian needs one / few / many; Intl's `zero` and `two` (other languages) read `other`. */
export function pluralName(count: number, names: PluralNames, locale: string): string {
  const rule = new Intl.PluralRules(locale).select(count);
  return rule === 'one' || rule === 'few' || rule === 'many' ? names[rule] || names.other : names.other;
}

/** "12 монет", "1 coin": minor points as whole points with the currency's name in the right form. */
export function pointsText(minor: number, currency: Pick<PromotionCurrencyDto, 'name'>, locale: string): string {
  const whole = wholePoints(minor);
  return `${new Intl.NumberFormat(locale).format(whole)} ${pluralName(whole, currency.name, locale)}`;
}

/** The currency a prize is priced in: the promo's own or its additional one (null: neither, spec §8 "logged"). */
export function prizeCurrency(promo: Pick<PromotionDto, 'currency' | 'additionalCurrency'>, prize: Pick<PromotionPrizeDto, 'currencyId'>): PromotionCurrencyDto | null {
  if (prize.currencyId === promo.currency.id) return promo.currency;
  if (promo.additionalCurrency && prize.currencyId === promo.additionalCurrency.id) return promo.additionalCurrency;
  return null;
}

export type HighFiveButton = 'hidden' | 'available' | 'sent' | 'limited';

export interface HighFiveContext {
  /** The viewer's id, null for a guest. */
  userId: number | null;
  member: boolean;
  status: EventStatus;
  enabled: boolean;
  /** High-fives the viewer gave in this promo today. */
  sentToday: number;
  /** Players the viewer high-fived today (the server's list and those just given from this page). */
  sentTo: ReadonlySet<number>;
}

/**
 * A participants row's high-five (spec §4, §6): only for a logged-in member of an active promo
 * with high-fives, never on one's own row; "sent" once given; "limited" when the day's count is
 * used up (the server's per-player limit is told by its refusal).
 */
export function highFiveButton(rowUserId: number, ctx: HighFiveContext): HighFiveButton {
  if (!ctx.enabled || ctx.userId === null || !ctx.member || ctx.status !== 'active' || rowUserId === ctx.userId) return 'hidden';
  if (ctx.sentTo.has(rowUserId)) return 'sent';
  if (ctx.sentToday >= HIGH_FIVE_LIMITS.perDay) return 'limited';
  return 'available';
}

/**
 * What the page may show of the members' data (spec §4, §6; the domain's membersDataRefusal, the
 * rule the server answers by): null to show it, else why not; 'loading' while the viewer (null) or
 * a player's own data is not known yet, so a player never sees "take part" before it arrives.
 */
export function membersDataView(
  viewer: ViewerKey | null,
  playerLoading: boolean,
  member: boolean,
  promo: Pick<PromotionDto, 'template'>,
  status: EventStatus,
): MembersDataRefusal | 'loading' | null {
  if (viewer === null || (viewer !== 'guest' && playerLoading)) return 'loading';
  return membersDataRefusal({ loggedIn: viewer !== 'guest', member }, { status, template: promo.template });
}

/** Spec §4 membership: no participate button means every player is a member. */
export function memberOf(promo: Pick<PromotionDto, 'useParticipantBtn'>, participant: { membership: boolean } | null | undefined): boolean {
  return isMember(promo.useParticipantBtn, participant?.membership === true);
}

/** A promo's rules as paragraphs (blank lines separate them, docs/API.md PromotionDto.rules). */
export function ruleParagraphs(rules: string): string[] {
  return rules
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

import type { PromotionDto } from '../promotions/promotion-dtos';
import type { PromotionListFilter } from '../promotions/promotions';
import { EVENT_STATUS_ORDER, eventStatus, statusOfServer, type EventStatus, type TournamentDto } from './tournaments';

/**
 * The promo and tournament list (spec platform §2 "types tournament, action, all"; play-promos §2,
 * §4): which items a filter keeps and in what order. Pure, so the browser runs it again as its
 * clock moves items future → active → past (spec §4 browser timers).
 */

/** What a promo card shows (spec §2), all a list sends to the browser of a promo (not its prizes, rules or winners). */
export type PromotionCardData = Pick<PromotionDto, 'id' | 'slug' | 'title' | 'description' | 'image' | 'fund' | 'pageType' | 'startAt' | 'endAt' | 'status' | 'sortPriority'>;

export function promotionCardData(p: PromotionDto): PromotionCardData {
  return { id: p.id, slug: p.slug, title: p.title, description: p.description, image: p.image, fund: p.fund, pageType: p.pageType, startAt: p.startAt, endAt: p.endAt, status: p.status, sortPriority: p.sortPriority };
}

export type EventListItem =
  | { kind: 'promo'; status: EventStatus; promo: PromotionCardData }
  | { kind: 'tournament'; status: EventStatus; tournament: TournamentDto };

/** A promo's status at `now`: the server's status (past wins), then the clock (spec §4). */
export function promotionStatusNow(promo: Pick<PromotionDto, 'status' | 'startAt' | 'endAt'>, now: Date): EventStatus {
  return eventStatus(promo.status, promo.startAt, promo.endAt, now);
}

/** A tournament's status at `now` (the server's created / active / finished, then the clock). */
export function tournamentStatusNow(tournament: Pick<TournamentDto, 'status' | 'startAt' | 'endAt'>, now: Date): EventStatus {
  return eventStatus(statusOfServer(tournament.status.title), tournament.startAt, tournament.endAt, now);
}

const itemOf = (item: EventListItem) => (item.kind === 'promo' ? item.promo : item.tournament);

/**
 * Spec §4 "active first, then future, then past", then sortPriority (higher first), then the
 * earlier start, then promos before tournaments and the id, so equal items never swap between
 * the server's render and the browser's.
 */
export function compareEventItems(a: EventListItem, b: EventListItem): number {
  const x = itemOf(a);
  const y = itemOf(b);
  return (
    EVENT_STATUS_ORDER[a.status] - EVENT_STATUS_ORDER[b.status] ||
    y.sortPriority - x.sortPriority ||
    Date.parse(x.startAt) - Date.parse(y.startAt) ||
    (a.kind === b.kind ? 0 : a.kind === 'promo' ? -1 : 1) ||
    x.id - y.id
  );
}

/** The items a filter shows at `now`: `action` the promos, `tournament` the tournaments, `all` both, merged in one order. */
export function eventListItems(filter: PromotionListFilter, promos: readonly PromotionCardData[], tournaments: readonly TournamentDto[], now: Date): EventListItem[] {
  const items: EventListItem[] = [
    ...(filter === 'tournament' ? [] : promos.map((promo) => ({ kind: 'promo' as const, status: promotionStatusNow(promo, now), promo }))),
    ...(filter === 'action' ? [] : tournaments.map((tournament) => ({ kind: 'tournament' as const, status: tournamentStatusNow(tournament, now), tournament }))),
  ];
  return items.sort(compareEventItems);
}

/** The game-hall block (a list inside another page): only what a player can still take part in. */
export function runningItems(items: readonly EventListItem[]): EventListItem[] {
  return items.filter((item) => item.status !== 'past');
}

/** Spec §2: the "all past" notice shows when there are items and none is running or coming. */
export function allPast(items: readonly EventListItem[]): boolean {
  return items.length > 0 && items.every((item) => item.status === 'past');
}

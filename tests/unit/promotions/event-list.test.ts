import { allPast, eventListItems, promotionStatusNow, runningItems, type PromotionCardData } from '@/lib/domain/tournaments/event-list';
import { NOW, tournament } from '../tournaments/tournament-test-data';

/** Spec platform §2 "types tournament, action, all", play-promos §2 (all past), §4 (order, browser timers). */
const day = 86_400_000;
const iso = (days: number) => new Date(NOW.getTime() + days * day).toISOString();

function promo(over: Partial<PromotionCardData> = {}): PromotionCardData {
  return { id: 1, slug: 'p', title: 'P', description: '', image: '/p.webp', fund: '', pageType: 'lottery', startAt: iso(-1), endAt: iso(1), status: 'active', sortPriority: 0, ...over };
}

const names = (items: ReturnType<typeof eventListItems>) => items.map((i) => (i.kind === 'promo' ? `p:${i.promo.slug}` : `t:${i.tournament.slug}`));

describe('the promo and tournament list', () => {
  const promos = [
    promo({ id: 1, slug: 'old', status: 'past', startAt: iso(-40), endAt: iso(-10), sortPriority: 99 }),
    promo({ id: 2, slug: 'soon', status: 'future', startAt: iso(2), endAt: iso(9), sortPriority: 50 }),
    promo({ id: 3, slug: 'running', sortPriority: 5 }),
  ];
  const tournaments = [
    tournament({ id: 1, slug: 'done', status: { title: 'finished' }, startAt: iso(-9), endAt: iso(-2) }),
    tournament({ id: 2, slug: 'race', sortPriority: 10 }),
    tournament({ id: 3, slug: 'next', status: { title: 'created' }, startAt: iso(1), endAt: iso(3), sortPriority: 60 }),
  ];

  it('keeps promos for "action", tournaments for "tournament", each in the spec order', () => {
    expect(names(eventListItems('action', promos, tournaments, NOW))).toEqual(['p:running', 'p:soon', 'p:old']);
    expect(names(eventListItems('tournament', promos, tournaments, NOW))).toEqual(['t:race', 't:next', 't:done']);
  });

  it('merges both for "all": active, future, past, then the higher sortPriority, whatever the kind', () => {
    expect(names(eventListItems('all', promos, tournaments, NOW))).toEqual(['t:race', 'p:running', 't:next', 'p:soon', 'p:old', 't:done']);
  });

  it('breaks ties by the earlier start, then promos first, so the order never flickers', () => {
    const p = promo({ id: 7, slug: 'x', sortPriority: 1 });
    const t = tournament({ id: 7, slug: 'y', sortPriority: 1, startAt: p.startAt });
    const early = tournament({ id: 8, slug: 'early', sortPriority: 1, startAt: iso(-3) });
    expect(names(eventListItems('all', [p], [t, early], NOW))).toEqual(['t:early', 'p:x', 't:y']);
  });

  it('moves items with the clock: a future one becomes active at its start, an active one past at its end', () => {
    const soon = promos[1]!;
    expect(promotionStatusNow(soon, NOW)).toBe('future');
    expect(promotionStatusNow(soon, new Date(Date.parse(soon.startAt)))).toBe('active');
    expect(promotionStatusNow(soon, new Date(Date.parse(soon.endAt)))).toBe('past');
    const later = new Date(NOW.getTime() + 5 * day);
    expect(names(eventListItems('action', promos, [], later))).toEqual(['p:soon', 'p:old', 'p:running']);
  });

  it('a promo the server calls past stays past whatever its dates', () => {
    expect(promotionStatusNow(promo({ status: 'past' }), NOW)).toBe('past');
  });

  it('says "all past" only when there are items and none runs or is coming', () => {
    expect(allPast([])).toBe(false);
    expect(allPast(eventListItems('action', [promos[0]!], [], NOW))).toBe(true);
    expect(allPast(eventListItems('all', [promos[0]!], tournaments, NOW))).toBe(false);
  });

  it('the game-hall block keeps what is running or coming', () => {
    expect(names(runningItems(eventListItems('all', promos, tournaments, NOW)))).toEqual(['t:race', 'p:running', 't:next', 'p:soon']);
  });
});

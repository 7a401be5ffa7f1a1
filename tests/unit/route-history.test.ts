/**
 * @jest-environment node
 */
import { hasSavePosition, previousRoute, pushRoute, shouldScrollToTop, type RouteEntry } from '@/lib/domain/routing/route-history';

const page = (path: string): RouteEntry => ({ path, isError: false });
const error = (path: string): RouteEntry => ({ path, isError: true });

describe('route history', () => {
  it('keeps the last 5 routes', () => {
    let history: RouteEntry[] = [];
    for (const p of ['/a', '/b', '/c', '/d', '/e', '/f', '/g']) history = pushRoute(history, page(p));
    expect(history.map((e) => e.path)).toEqual(['/c', '/d', '/e', '/f', '/g']);
  });

  it('does not keep an error page as the last route once the visitor moves on', () => {
    let history = [page('/'), page('/games/slots')];
    history = pushRoute(history, error('/play/missing'));
    expect(history.at(-1)).toEqual(error('/play/missing'));
    history = pushRoute(history, page('/games/table'));
    expect(history.map((e) => e.path)).toEqual(['/', '/games/slots', '/games/table']);
  });

  it('ignores a second navigation to the same route', () => {
    const history = pushRoute([page('/'), page('/rules')], page('/rules'));
    expect(history.map((e) => e.path)).toEqual(['/', '/rules']);
  });

  it('gives the route the visitor came from, never an error page', () => {
    expect(previousRoute([page('/'), page('/games/slots'), page('/play/x')])).toEqual(page('/games/slots'));
    expect(previousRoute([page('/'), error('/nope'), page('/rules')])).toEqual(page('/'));
    expect(previousRoute([page('/')])).toBeUndefined();
  });
});

describe('scroll on navigation', () => {
  it('scrolls to the top on an ordinary navigation', () => {
    expect(shouldScrollToTop({ search: '', restoringHistory: false })).toBe(true);
    expect(shouldScrollToTop({ search: '?page=2', restoringHistory: false })).toBe(true);
  });

  it('keeps the position when the route asks for it', () => {
    expect(hasSavePosition('?savePosition=1')).toBe(true);
    expect(hasSavePosition(new URLSearchParams('savePosition'))).toBe(true);
    expect(hasSavePosition('?savePosition=false')).toBe(false);
    expect(shouldScrollToTop({ search: '?savePosition=true', restoringHistory: false })).toBe(false);
  });

  it('leaves the position to the browser when it restores a history entry', () => {
    expect(shouldScrollToTop({ search: '', restoringHistory: true })).toBe(false);
  });
});

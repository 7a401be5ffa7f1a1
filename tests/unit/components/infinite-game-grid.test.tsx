import { act, fireEvent, screen } from '@testing-library/react';
import { InfiniteGameGrid } from '@/components/games/infinite-game-grid';
import type { GameDto } from '@/lib/domain/catalog/catalog-types';
import { testGame } from './test-game';
import { renderRu } from './intl';

const game = (id: number) => testGame(id);
const games = (from: number, count: number) => Array.from({ length: count }, (_, i) => game(from + i));

/** IntersectionObserver stand-in: the test says when the end of the grid comes into range. */
let observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; active: boolean }[] = [];
class FakeObserver {
  private entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, options, active: true };
    observers.push(this.entry);
  }
  observe() {}
  unobserve() {}
  disconnect() {
    this.entry.active = false;
  }
}
function endOfGridInRange() {
  act(() => {
    for (const o of observers.filter((x) => x.active)) o.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });
}

type Pending = { url: URL; resolve: (body: unknown, status?: number) => void };
let requests: Pending[] = [];

beforeEach(() => {
  observers = [];
  requests = [];
  (global as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
  global.fetch = jest.fn(
    (url: string) =>
      new Promise<Response>((resolve) => {
        requests.push({
          url: new URL(url, 'http://localhost'),
          resolve: (body, status = 200) => resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response),
        });
      }),
  ) as unknown as typeof fetch;
});

async function answer(request: Pending, items: GameDto[], status = 200) {
  await act(async () => {
    request.resolve(status === 200 ? { data: { data: items, meta: { page: 1, limit: 40, totalItems: 0, pages: 0 } } } : { errors: [{ code: 'server_error' }] }, status);
  });
}

const tiles = () => screen.getAllByTestId('game-tile');
const skeletons = () => screen.queryAllByTestId('game-skeleton');

function renderGrid(initial = games(1, 40)) {
  return renderRu(
    <InfiniteGameGrid initialGames={initial} initialPage={1} pageSize={40} filter={{ categories: ['slots'] }} locale="ru" variant="main" basePath="/games/slots" label="Слоты" />,
  );
}

describe('infinite game grid', () => {
  it('shows the first page and watches 500 px below the end of the grid', () => {
    renderGrid();
    expect(tiles()).toHaveLength(40);
    expect(observers[0]?.options?.rootMargin).toBe('0px 0px 500px 0px');
  });

  it('loads the next page with 15 skeleton tiles meanwhile, one request at a time', async () => {
    renderGrid();
    endOfGridInRange();
    endOfGridInRange();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url.pathname).toBe('/json-api/v2/games');
    expect(requests[0]!.url.searchParams.get('page')).toBe('2');
    expect(requests[0]!.url.searchParams.get('limit')).toBe('40');
    expect(requests[0]!.url.searchParams.getAll('filter[category][]')).toEqual(['slots']);
    expect(skeletons()).toHaveLength(15);

    await answer(requests[0]!, games(41, 40));
    expect(tiles()).toHaveLength(80);
    expect(skeletons()).toHaveLength(0);
  });

  it('stops once a page comes back shorter than the page size', async () => {
    renderGrid();
    endOfGridInRange();
    await answer(requests[0]!, games(41, 5));
    expect(tiles()).toHaveLength(45);
    expect(screen.getByText('Вы посмотрели все игры')).toBeInTheDocument();
    endOfGridInRange();
    expect(requests).toHaveLength(1);
  });

  it('never asks for more when the first page is already short', () => {
    renderGrid(games(1, 12));
    endOfGridInRange();
    expect(requests).toHaveLength(0);
  });

  it('shows an error with a retry that asks for the same page again', async () => {
    renderGrid();
    endOfGridInRange();
    await answer(requests[0]!, [], 500);
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить игры.');
    endOfGridInRange();
    expect(requests).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    endOfGridInRange();
    expect(requests).toHaveLength(2);
    expect(requests[1]!.url.searchParams.get('page')).toBe('2');
    await answer(requests[1]!, games(41, 40));
    expect(tiles()).toHaveLength(80);
  });

  it('says the list is empty when there are no games', () => {
    renderGrid([]);
    expect(screen.getByText('Здесь пока нет игр. Загляните позже!')).toBeInTheDocument();
  });
});

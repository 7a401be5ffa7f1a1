import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CashboxFrame } from '@/components/cashbox/cashbox-frame';
import { TREASURY_PAGE_SIZE } from '@/lib/domain/cashbox/cashbox-types';
import { SCROLL_LOAD_TRIGGER_PX } from '@/lib/domain/constants';
import { MESSAGES, renderIntl } from '../forms/intl';
import { mockFetch, type Answer, type FetchMock } from '../contacts/test-helpers';
import { answerTreasury, deposit, list, payout, queryOf, startPlayer, T } from './cashbox-helpers';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ back: jest.fn(), push: jest.fn(), replace: jest.fn() }),
  useSearchParams: () => new URLSearchParams('tab=history'),
  usePathname: () => '/cashbox',
}));

/** jsdom has no IntersectionObserver: this one lets the test say "the end came into range". */
class FakeObserver {
  static live = new Set<FakeObserver>();
  static options: IntersectionObserverInit[] = [];
  constructor(private readonly callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    FakeObserver.options.push(options);
  }
  observe() {
    FakeObserver.live.add(this);
  }
  disconnect() {
    FakeObserver.live.delete(this);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static nearEnd() {
    for (const observer of [...FakeObserver.live]) observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
  }
}

const h = MESSAGES.ru.cashbox.history;
const DEPOSITS = `${T}/user/deposits`;
let api: FetchMock;

beforeAll(() => {
  Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true, writable: true });
});

beforeEach(async () => {
  FakeObserver.live.clear();
  api = mockFetch();
  await startPlayer(api);
  answerTreasury(api);
});

const page = (from: number, count: number) => list(Array.from({ length: count }, (_, i) => deposit({ id: from + i, amount: (from + i) * 100 })));
const rows = () => screen.queryAllByTestId('deposit-row');

async function openHistory() {
  renderIntl(<CashboxFrame mode="page" mainHref="/" />);
  expect(await screen.findByRole('tab', { name: MESSAGES.ru.cashbox.tabs.history })).toHaveAttribute('aria-selected', 'true');
}

describe('operations history', () => {
  it('loads page after page by offset and is complete after a short page', async () => {
    api.on('GET', DEPOSITS, page(1, TREASURY_PAGE_SIZE), page(21, 5));
    await openHistory();
    await waitFor(() => expect(rows()).toHaveLength(TREASURY_PAGE_SIZE));
    expect(queryOf(0, DEPOSITS).get('offset')).toBe('0');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: h.more }));
    });
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(queryOf(1, DEPOSITS).get('offset')).toBe(String(TREASURY_PAGE_SIZE));
    // A short page completes the list: no more button, no watcher, no further request.
    expect(screen.queryByRole('button', { name: h.more })).toBeNull();
    expect(screen.getByText(h.end)).toBeInTheDocument();
    act(() => FakeObserver.nearEnd());
    expect(api.callsTo('GET', DEPOSITS)).toHaveLength(2);
  });

  it('watches 500 px ahead of the end and never runs two loads at once', async () => {
    let release!: (answer: Answer) => void;
    api.on('GET', DEPOSITS, page(1, TREASURY_PAGE_SIZE), () => new Promise<Answer>((resolve) => (release = resolve)), page(41, 3));
    await openHistory();
    await waitFor(() => expect(rows()).toHaveLength(TREASURY_PAGE_SIZE));
    expect(FakeObserver.options.at(-1)?.rootMargin).toBe(`0px 0px ${SCROLL_LOAD_TRIGGER_PX}px 0px`);

    // The watcher and the button fire together, and the watcher again: one request.
    act(() => {
      FakeObserver.nearEnd();
      FakeObserver.nearEnd();
    });
    act(() => FakeObserver.nearEnd());
    expect(screen.queryByRole('button', { name: h.more })).toBeNull(); // hidden while loading
    expect(api.callsTo('GET', DEPOSITS)).toHaveLength(2);
    expect(screen.getByText(h.loading)).toBeInTheDocument();

    await act(async () => release(page(21, TREASURY_PAGE_SIZE)));
    await waitFor(() => expect(rows()).toHaveLength(40));
    act(() => FakeObserver.nearEnd());
    await waitFor(() => expect(rows()).toHaveLength(43));
    expect(api.callsTo('GET', DEPOSITS)).toHaveLength(3);
    expect(queryOf(2, DEPOSITS).get('offset')).toBe('40');
  });

  it('shows dates as dd.mm.yy, hh:mm:ss and translated statuses', async () => {
    api.on('GET', DEPOSITS, list([deposit({ id: 1, created_at: 1741183629, bonus: 25000, status: 'paid' }), deposit({ id: 2, status: 'pending' })]));
    await openHistory();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [first, second] = rows();
    expect(within(first!).getByText('05.03.25, 17:07:09')).toBeInTheDocument(); // the site's time zone, Moscow
    expect(within(first!).getByText(MESSAGES.ru.cashbox.status.deposit.paid)).toBeInTheDocument();
    expect(first!.textContent).toMatch(/\+250,00\s₽ бонус/);
    expect(within(second!).getByText(MESSAGES.ru.cashbox.status.deposit.pending)).toBeInTheDocument();
  });

  it('says when a list is empty and switches lists with the arrow keys', async () => {
    api.on('GET', DEPOSITS, list([]));
    api.on('GET', `${T}/user/payouts`, list([]), list([payout({ status: 'cancelled' })]));
    await openHistory();
    expect(await screen.findByText(h.empty.deposits)).toBeInTheDocument();
    const deposits = screen.getByRole('tab', { name: h.deposits });
    deposits.focus();
    fireEvent.keyDown(deposits, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: h.payouts })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: h.payouts })).toHaveFocus();
    expect(await screen.findByText(h.empty.payouts)).toBeInTheDocument();

    // Back and forth: each list loads afresh when shown.
    fireEvent.keyDown(screen.getByRole('tab', { name: h.payouts }), { key: 'Home' });
    fireEvent.keyDown(screen.getByRole('tab', { name: h.deposits }), { key: 'End' });
    expect(await screen.findByText(MESSAGES.ru.cashbox.status.payout.cancelled)).toBeInTheDocument();
  });

  it('offers a retry when a page fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    api.on('GET', DEPOSITS, { status: 500, body: null }, page(1, 2));
    await openHistory();
    expect(await screen.findByText(h.failed)).toBeInTheDocument();
    act(() => FakeObserver.nearEnd());
    expect(api.callsTo('GET', DEPOSITS)).toHaveLength(1); // a failed list waits for the player
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: MESSAGES.ru.cashbox.retry }));
    });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(queryOf(1, DEPOSITS).get('offset')).toBe('0');
    warn.mockRestore();
  });
});

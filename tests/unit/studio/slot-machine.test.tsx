import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StudioGame } from '@/components/studio/studio-game';
import { formatMoney } from '@/lib/domain/money';
import type { SlotPublicConfig } from '@/lib/domain/studio/public-config';
import ru from '@/messages/ru.json';
import { answerFor, balanceOf, mockFetch, preferReducedMotion, slotSpin, slotView } from './fixtures';
import { renderStudio } from './intl';

// toHaveTextContent collapses whitespace, the no-break spaces of Russian numbers included.
const rub = (minor: number) => formatMoney(minor, 'RUB', 'ru').replace(/\s/g, ' ');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => preferReducedMotion());

describe('studio slot machine', () => {
  it('shows the reels, the balance as play money and the lowest stake', () => {
    renderStudio(<StudioGame view={slotView()} />);
    expect(screen.getByRole('heading', { name: 'Cherry Blaze' })).toBeInTheDocument();
    expect(screen.getAllByTestId('reel')).toHaveLength(5);
    // 5 reels × 3 visible rows, each a named symbol.
    expect(within(screen.getByRole('group', { name: ru.studio.slot.reels })).getAllByRole('img')).toHaveLength(15);
    expect(screen.getByTestId('balance')).toHaveTextContent(rub(100_000));
    expect(screen.getByText(ru.studio.playMoney)).toBeInTheDocument();
    expect(screen.getByTestId('stake')).toHaveTextContent(rub(20));
  });

  it('spins with the chosen stake, lands on the outcome and shows the win and the new balance', async () => {
    const outcome = slotSpin(40, { win: true });
    // The reply carries the page's own roundId, so it is built from the request.
    const sent = mockFetch((body) => ({ status: 200, body: { data: answerFor(body, outcome, 100_000) } }));
    renderStudio(<StudioGame view={slotView()} />);

    fireEvent.click(screen.getByRole('button', { name: ru.studio.stakeUp }));
    expect(screen.getByTestId('stake')).toHaveTextContent(rub(40));
    fireEvent.click(screen.getByTestId('spin'));

    await waitFor(() => expect(screen.getByTestId('win')).toHaveTextContent(rub(outcome.win)));
    // The win joins the balance once it has been shown.
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent(rub(100_000 - 40 + outcome.win)));
    expect(sent.bodies).toEqual([{ runToken: 'run-token-1', roundId: expect.stringMatching(UUID), bet: 40 }]);
    expect(sent.headers[0]).toMatchObject({ 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': 'ru' });

    // The reels rest on the server's stops: the visible symbols are the outcome's grid.
    const config = slotView().config as SlotPublicConfig;
    const names = ru.studio.themes.fruits.symbols as Record<string, string>;
    screen.getAllByTestId('reel').forEach((reel, index) => {
      const shown = within(reel).getAllByRole('img').map((img) => img.getAttribute('aria-label'));
      expect(shown).toEqual(outcome.grid[index]!.map((id) => names[id]));
      expect(config.reelStrips[index]![outcome.stops[index]!]).toBe(outcome.grid[index]![0]);
    });
    const first = outcome.lineWins[0]!;
    expect(screen.getByTestId('result-line')).toHaveTextContent(`Линия ${first.line + 1}: ${first.count} × ${names[first.symbol]}`);
    expect(screen.getByTestId('payline')).toBeInTheDocument();
  });

  it('says so when a spin wins nothing', async () => {
    const outcome = slotSpin(20, { win: false });
    mockFetch((body) => ({ status: 200, body: { data: answerFor(body, outcome, 100_000) } }));
    renderStudio(<StudioGame view={slotView()} />);
    fireEvent.click(screen.getByTestId('spin'));
    await waitFor(() => expect(screen.getByTestId('result-line')).toHaveTextContent(ru.studio.noWin));
    expect(screen.getByTestId('balance')).toHaveTextContent(rub(100_000 - 20));
  });

  it('spins on Space', async () => {
    const outcome = slotSpin(20, { win: false });
    const sent = mockFetch((body) => ({ status: 200, body: { data: answerFor(body, outcome, 100_000) } }));
    renderStudio(<StudioGame view={slotView()} />);
    fireEvent.keyDown(document.body, { key: ' ' });
    await waitFor(() => expect(screen.getByTestId('result-line')).toHaveTextContent(ru.studio.noWin));
    expect(sent.bodies).toHaveLength(1);
  });

  it('walks the stake through the levels, never past the limits or the balance', () => {
    renderStudio(<StudioGame view={slotView({ balance: balanceOf(150) })} />);
    const down = screen.getByRole('button', { name: ru.studio.stakeDown });
    const up = screen.getByRole('button', { name: ru.studio.stakeUp });
    expect(down).toBeDisabled();
    fireEvent.click(up);
    fireEvent.click(up);
    expect(screen.getByTestId('stake')).toHaveTextContent(rub(100));
    // The next level (2,00) is more than the balance (1,50).
    expect(up).toBeDisabled();
    fireEvent.click(down);
    expect(screen.getByTestId('stake')).toHaveTextContent(rub(40));
  });

  it('cannot spin when the balance does not cover the lowest stake', () => {
    renderStudio(<StudioGame view={slotView({ balance: balanceOf(10) })} />);
    expect(screen.getByTestId('spin')).toBeDisabled();
    expect(screen.getByTestId('result-line')).toHaveTextContent(ru.studio.lowBalance);
  });

  it('shows insufficient_funds and takes the balance from the answer', async () => {
    mockFetch({ status: 400, body: { errors: [{ code: 'insufficient_funds' }], balance: balanceOf(30) } });
    renderStudio(<StudioGame view={slotView()} />);
    fireEvent.click(screen.getByTestId('spin'));
    expect(await screen.findByText(ru.studio.errors.insufficient_funds)).toBeInTheDocument();
    expect(screen.getByTestId('balance')).toHaveTextContent(rub(30));
    expect(screen.getAllByTestId('reel').every((reel) => reel.dataset.phase === 'idle')).toBe(true);
  });

  it('blocks play when the session was taken over by another window', async () => {
    mockFetch({ status: 409, body: { errors: [{ code: 'game_session_deactivated' }] } });
    renderStudio(<StudioGame view={slotView()} />);
    fireEvent.click(screen.getByTestId('spin'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(ru.studio.blocked.deactivatedTitle);
    expect(screen.getByTestId('spin')).toBeDisabled();
  });

  it('is blocked from the start when the session is no longer active', () => {
    renderStudio(<StudioGame view={slotView({ active: false })} />);
    expect(screen.getByRole('alertdialog')).toHaveTextContent(ru.studio.blocked.deactivatedTitle);
  });

  it('offers Retry after a network failure and resends the same round', async () => {
    const outcome = slotSpin(20, { win: true });
    const sent = mockFetch('network', (body) => ({ status: 200, body: { data: answerFor(body, outcome, 100_000) } }));
    renderStudio(<StudioGame view={slotView()} />);
    fireEvent.click(screen.getByTestId('spin'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ru.studio.errors.network);
    expect(screen.getByTestId('balance')).toHaveTextContent(rub(100_000));

    fireEvent.click(within(alert).getByRole('button', { name: ru.studio.retry }));
    await waitFor(() => expect(screen.getByTestId('win')).toHaveTextContent(rub(outcome.win)));
    expect(sent.bodies).toHaveLength(2);
    expect(sent.bodies[1]).toEqual(sent.bodies[0]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the pay table with the pays in line stakes', () => {
    renderStudio(<StudioGame view={slotView()} />);
    fireEvent.click(screen.getByRole('button', { name: ru.studio.slot.paytable }));
    const dialog = screen.getByRole('dialog', { name: ru.studio.slot.paytable });
    const seven = within(dialog).getByRole('rowheader', { name: ru.studio.themes.fruits.symbols.seven }).closest('tr')!;
    expect(seven).toHaveTextContent('×100');
    expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThanOrEqual(20);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks the site to close the game when framed', () => {
    const parent = { postMessage: jest.fn() };
    const original = Object.getOwnPropertyDescriptor(window, 'parent');
    Object.defineProperty(window, 'parent', { configurable: true, get: () => parent });
    try {
      renderStudio(<StudioGame view={slotView()} />);
      expect(parent.postMessage).toHaveBeenCalledWith({ type: 'studio-ready' }, '*');
      act(() => screen.getByRole('button', { name: ru.studio.close }).click());
      expect(parent.postMessage).toHaveBeenLastCalledWith('closeGame', '*');
    } finally {
      if (original) Object.defineProperty(window, 'parent', original);
    }
  });
});

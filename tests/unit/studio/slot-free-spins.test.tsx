import { fireEvent, screen, waitFor } from '@testing-library/react';
import { StudioGame } from '@/components/studio/studio-game';
import { formatMoney } from '@/lib/domain/money';
import ru from '@/messages/ru.json';
import { answerFor, balanceOf, mockFetch, preferReducedMotion, slotSpin, slotView } from './fixtures';
import { renderStudio } from './intl';

/** Free rounds of a giftspin on the slot page: counter, fixed stake, no stake taken, back to paid play at 0. */
const rub = (minor: number) => formatMoney(minor, 'RUB', 'ru').replace(/\s/g, ' ');

beforeEach(() => preferReducedMotion());

const freeView = (left: number, amount = 0) => slotView({ balance: balanceOf(amount, 'real'), freeSpins: { left, stake: 100, kind: 'spins' } });

describe('free spins on the slot page', () => {
  it('shows the spins left and the fixed stake, plays a free round even with an empty balance, and the counter drops', async () => {
    const outcome = slotSpin(100, { win: true });
    const sent = mockFetch((body) => ({ status: 200, body: { data: { ...answerFor(body, outcome, body.bet), balance: balanceOf(outcome.win, 'real'), freeSpinsLeft: 1 } } }));
    renderStudio(<StudioGame view={freeView(2)} />);
    expect(screen.getByTestId('free-spins')).toHaveTextContent('Бесплатные вращения: осталось 2');
    expect(screen.getByTestId('stake')).toHaveTextContent(rub(100));
    expect(screen.getByRole('button', { name: ru.studio.stakeUp })).toBeDisabled();
    expect(screen.getByTestId('spin')).toHaveTextContent(ru.freeSpins.spin);
    expect(screen.getByTestId('result-line')).toHaveTextContent(ru.freeSpins.hint);
    fireEvent.click(screen.getByTestId('spin'));
    await waitFor(() => expect(screen.getByTestId('free-spins')).toHaveTextContent('Бесплатные вращения: осталось 1'));
    expect(sent.bodies).toEqual([expect.objectContaining({ bet: 100, freeSpin: true })]);
    // The win (bonus money the game accepts) joins the balance once shown; no stake was taken.
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent(rub(outcome.win)));
  });

  it('after the last free round the page plays for money again at the chosen stake', async () => {
    const outcome = slotSpin(100, { win: false });
    const paid = slotSpin(20, { win: false });
    const sent = mockFetch(
      (body) => ({ status: 200, body: { data: { ...answerFor(body, outcome, 50_000 + body.bet), freeSpinsLeft: 0 } } }),
      (body) => ({ status: 200, body: { data: answerFor(body, paid, 50_000) } }),
    );
    renderStudio(<StudioGame view={freeView(1, 50_000)} />);
    fireEvent.click(screen.getByTestId('spin'));
    await waitFor(() => expect(screen.queryByTestId('free-spins')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('spin')).toBeEnabled());
    expect(screen.getByTestId('spin')).toHaveTextContent(ru.studio.slot.spin);
    fireEvent.click(screen.getByTestId('spin'));
    await waitFor(() => expect(sent.bodies).toHaveLength(2));
    expect(sent.bodies[1]).toEqual(expect.not.objectContaining({ freeSpin: true }));
    expect(sent.bodies[1]?.bet).toBe(20);
  });

  it('a refusal (none left on the server) says so and ends the free rounds', async () => {
    mockFetch({ status: 400, body: { errors: [{ code: 'no_free_spins' }] } });
    renderStudio(<StudioGame view={freeView(3, 50_000)} />);
    fireEvent.click(screen.getByTestId('spin'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(ru.freeSpins.over));
    expect(screen.queryByTestId('free-spins')).not.toBeInTheDocument();
  });
});

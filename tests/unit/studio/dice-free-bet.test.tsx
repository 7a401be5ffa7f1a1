import { fireEvent, screen, waitFor } from '@testing-library/react';
import { StudioGame } from '@/components/studio/studio-game';
import { formatMoney } from '@/lib/domain/money';
import ru from '@/messages/ru.json';
import { answerFor, balanceOf, diceRoll, diceView, mockFetch, preferReducedMotion, slotView } from './fixtures';
import { renderStudio } from './intl';

/** A free bet of a producer's gift on a table game (and on a slot): one round at the gift's stake, then paid play. */
const rub = (minor: number) => formatMoney(minor, 'RUB', 'ru').replace(/\s/g, ' ');

beforeEach(() => preferReducedMotion());

describe('a free bet on the dice', () => {
  it('shows the free bet and its stake, rolls it with an empty balance, then plays for money at the chosen stake', async () => {
    const free = diceRoll(500, 5000, 'under', { won: true });
    const paid = diceRoll(10, 5000, 'under', { won: false });
    const sent = mockFetch(
      (body) => ({ status: 200, body: { data: { ...answerFor(body, free, body.bet), balance: balanceOf(free.win, 'real'), freeSpinsLeft: 0 } } }),
      (body) => ({ status: 200, body: { data: answerFor(body, paid, free.win) } }),
    );
    renderStudio(<StudioGame view={diceView({ balance: balanceOf(0, 'real'), freeSpins: { left: 1, stake: 500, kind: 'bet' } })} />);
    expect(screen.getByTestId('free-spins')).toHaveTextContent(ru.freeSpins.bet);
    expect(screen.getByTestId('stake')).toHaveTextContent(rub(500));
    expect(screen.getByRole('button', { name: ru.studio.stakeUp })).toBeDisabled();
    expect(screen.getByTestId('dice-status')).toHaveTextContent(ru.freeSpins.betHint);
    const roll = screen.getByTestId('roll');
    expect(roll).toHaveTextContent(ru.freeSpins.betPlay);
    expect(roll).toBeEnabled();

    fireEvent.click(roll);
    await waitFor(() => expect(screen.queryByTestId('free-spins')).not.toBeInTheDocument());
    expect(sent.bodies).toEqual([expect.objectContaining({ bet: 500, freeSpin: true, target: expect.any(Number), direction: 'under' })]);
    await waitFor(() => expect(screen.getByTestId('roll')).toHaveTextContent(ru.studio.dice.roll));
    expect(screen.getByTestId('stake')).toHaveTextContent(rub(10));
    fireEvent.click(screen.getByTestId('roll'));
    await waitFor(() => expect(sent.bodies).toHaveLength(2));
    expect(sent.bodies[1]).toEqual(expect.not.objectContaining({ freeSpin: true }));
    expect(sent.bodies[1]?.bet).toBe(10);
  });

  it('a refusal (the bet was used elsewhere) says so and ends the free bet', async () => {
    mockFetch({ status: 400, body: { errors: [{ code: 'no_free_spins' }] } });
    renderStudio(<StudioGame view={diceView({ balance: balanceOf(50_000, 'real'), freeSpins: { left: 1, stake: 500, kind: 'bet' } })} />);
    fireEvent.click(screen.getByTestId('roll'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(ru.freeSpins.betOver));
    expect(screen.queryByTestId('free-spins')).not.toBeInTheDocument();
    expect(screen.getByTestId('roll')).toHaveTextContent(ru.studio.dice.roll);
  });
});

describe('a free bet on a slot', () => {
  it('names the round a free bet, not free spins', () => {
    renderStudio(<StudioGame view={slotView({ balance: balanceOf(0, 'real'), freeSpins: { left: 1, stake: 100, kind: 'bet' } })} />);
    expect(screen.getByTestId('free-spins')).toHaveTextContent(ru.freeSpins.bet);
    expect(screen.getByTestId('spin')).toHaveTextContent(ru.freeSpins.betPlay);
    expect(screen.getByTestId('result-line')).toHaveTextContent(ru.freeSpins.betHint);
  });
});

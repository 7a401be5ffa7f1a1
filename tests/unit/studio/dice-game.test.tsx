import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StudioGame } from '@/components/studio/studio-game';
import { formatMoney } from '@/lib/domain/money';
import ru from '@/messages/ru.json';
import { answerFor, diceRoll, diceView, mockFetch, preferReducedMotion } from './fixtures';
import { renderStudio } from './intl';

// toHaveTextContent collapses whitespace, the no-break spaces of Russian numbers included.
const plain = (text: string) => text.replace(/\s/g, ' ');
const rub = (minor: number) => plain(formatMoney(minor, 'RUB', 'ru'));

beforeEach(() => preferReducedMotion());

describe('studio dice game', () => {
  it('shows the chance and multiplier of the target and updates them as it moves', () => {
    renderStudio(<StudioGame view={diceView()} />);
    // Under 50.00 at RTP 96 %: 5 000 winning rolls of 10 000, multiplier 0.96 / 0.5.
    expect(screen.getByTestId('dice-chance')).toHaveTextContent(plain('50,00 %'));
    expect(screen.getByTestId('dice-multiplier')).toHaveTextContent('×1,92');
    expect(screen.getByTestId('dice-payout')).toHaveTextContent(rub(19));

    fireEvent.change(screen.getByTestId('dice-target'), { target: { value: '2500' } });
    expect(screen.getByTestId('dice-chance')).toHaveTextContent(plain('25,00 %'));
    expect(screen.getByTestId('dice-multiplier')).toHaveTextContent('×3,84');
    expect(screen.getByText('Выпадет меньше 25,00')).toBeInTheDocument();
  });

  it('mirrors the target when the direction flips, keeping the chance', () => {
    renderStudio(<StudioGame view={diceView()} />);
    fireEvent.change(screen.getByTestId('dice-target'), { target: { value: '2500' } });
    fireEvent.click(screen.getByRole('button', { name: ru.studio.dice.over }));
    expect(screen.getByRole('button', { name: ru.studio.dice.over })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Выпадет больше 74,99')).toBeInTheDocument();
    expect(screen.getByTestId('dice-chance')).toHaveTextContent(plain('25,00 %'));
  });

  it('keeps the slider within the targets the game allows', () => {
    renderStudio(<StudioGame view={diceView()} />);
    const slider = screen.getByTestId('dice-target');
    // DEFAULT_DICE_CHANCE: 1 %–90 % → under 1.00 … 90.00.
    expect(slider).toHaveAttribute('min', '100');
    expect(slider).toHaveAttribute('max', '9000');
  });

  it('rolls with the chosen target and direction, lands on the server roll and records it', async () => {
    const outcome = diceRoll(10, 5000, 'under', { won: true });
    const sent = mockFetch((body) => ({ status: 200, body: { data: answerFor(body, outcome, 100_000) } }));
    renderStudio(<StudioGame view={diceView()} />);
    fireEvent.click(screen.getByTestId('roll'));

    await waitFor(() => expect(screen.getByTestId('dice-status')).toHaveTextContent(`Выигрыш: ${rub(outcome.win)}`));
    expect(sent.bodies[0]).toMatchObject({ runToken: 'run-token-2', bet: 10, target: 5000, direction: 'under' });
    expect(screen.getByTestId('dice-roll')).toHaveTextContent(plain(new Intl.NumberFormat('ru', { minimumFractionDigits: 2 }).format(outcome.roll / 100)));
    expect(within(screen.getByTestId('dice-history')).getAllByRole('listitem')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent(rub(100_000 - 10 + outcome.win)));
  });

  it('keeps only the last ten rolls', async () => {
    const outcome = diceRoll(10, 5000, 'under', { won: false });
    const replies = Array.from({ length: 11 }, () => (body: Parameters<typeof answerFor>[0]) => ({ status: 200, body: { data: answerFor(body, outcome, 100_000) } }));
    const sent = mockFetch(...replies);
    renderStudio(<StudioGame view={diceView()} />);
    for (let i = 1; i <= 11; i++) {
      fireEvent.click(screen.getByTestId('roll'));
      expect(sent.bodies).toHaveLength(i);
      await waitFor(() => expect(screen.getByTestId('roll')).toBeEnabled());
    }
    expect(screen.getByTestId('dice-history').children).toHaveLength(10);
    expect(screen.getByTestId('dice-status')).toHaveTextContent(ru.studio.noWin);
  });

  it('shows a refused target in the player language', async () => {
    mockFetch({ status: 400, body: { errors: [{ code: 'invalid_target' }] } });
    renderStudio(<StudioGame view={diceView()} />, 'en');
    fireEvent.click(screen.getByTestId('roll'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This number cannot be chosen.');
  });
});

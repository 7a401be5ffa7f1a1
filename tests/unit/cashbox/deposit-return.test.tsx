import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { dispatchRealtime } from '@/lib/client/realtime/realtime-events';
import { getSessionState } from '@/lib/client/session/session-store';
import { CashboxFrame } from '@/components/cashbox/cashbox-frame';
import { MESSAGES, renderIntl } from '../forms/intl';
import { makeBalance, mockFetch, type FetchMock } from '../contacts/test-helpers';
import { answerTreasury, startPlayer, deposit, list, T } from './cashbox-helpers';

let mockSearch = 'deposit=41';
jest.mock('next/navigation', () => ({
  useRouter: () => ({ back: jest.fn(), push: jest.fn(), replace: jest.fn() }),
  useSearchParams: () => new URLSearchParams(mockSearch),
  usePathname: () => '/cashbox',
}));

const o = MESSAGES.ru.cashbox.outcome;
let api: FetchMock;

beforeEach(async () => {
  mockSearch = 'deposit=41';
  window.history.replaceState(null, '', '/cashbox?deposit=41');
  api = mockFetch();
  await startPlayer(api);
  answerTreasury(api);
});

async function openReturn(): Promise<HTMLElement> {
  renderIntl(<CashboxFrame mode="page" mainHref="/" />);
  const outcome = await screen.findByTestId('deposit-outcome');
  await waitFor(() => expect(outcome).not.toHaveAttribute('data-state', 'checking'));
  return outcome;
}

const outcomeState = () => screen.getByTestId('deposit-outcome').getAttribute('data-state');

describe('back from the payment page', () => {
  it('shows a paid deposit with its amount and bonus, and refreshes the header balance', async () => {
    api.on('GET', `${T}/user/deposits`, list([deposit({ id: 42, status: 'pending' }), deposit({ id: 41, bonus: 50000 })]));
    const balanceCalls = api.callsTo('GET', '/json-api/users/balance').length;
    api.on('GET', '/json-api/users/balance', { body: { data: makeBalance({ balance: 50000, bonus: 50000 }) } });
    await openReturn();
    expect(outcomeState()).toBe('paid');
    const text = screen.getByTestId('deposit-outcome').textContent ?? '';
    expect(text).toContain(o.paidTitle);
    expect(text).toMatch(/Зачислено 500,00\s₽\./);
    expect(text).toMatch(/Бонус по подарку: 500,00\s₽\./);
    await waitFor(() => expect(api.callsTo('GET', '/json-api/users/balance').length).toBe(balanceCalls + 1));
    await waitFor(() => {
      const session = getSessionState();
      expect(session.status === 'player' && session.balance?.balance).toBe(50000);
    });

    // "Top up again" brings the form back and drops the deposit from the address.
    fireEvent.click(screen.getByRole('button', { name: o.again }));
    expect(screen.queryByTestId('deposit-outcome')).toBeNull();
    expect(await screen.findByRole('textbox', { name: 'Сумма, ₽' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('waits on a pending deposit and shows it paid when the live confirmation comes', async () => {
    api.on('GET', `${T}/user/deposits`, list([deposit({ status: 'pending', completed_at: null })]));
    await openReturn();
    expect(outcomeState()).toBe('pending');
    expect(screen.getByRole('heading', { name: o.pendingTitle })).toBeInTheDocument();

    // Another deposit's confirmation changes nothing.
    act(() => dispatchRealtime({ type: 'treasury_transaction_confirmed', deposit: deposit({ id: 99 }) }));
    expect(outcomeState()).toBe('pending');
    const balanceCalls = api.callsTo('GET', '/json-api/users/balance').length;
    act(() => dispatchRealtime({ type: 'treasury_transaction_confirmed', deposit: deposit({ id: 41, status: 'paid' }) }));
    expect(outcomeState()).toBe('paid');
    await waitFor(() => expect(api.callsTo('GET', '/json-api/users/balance').length).toBe(balanceCalls + 1));
    await act(async () => {});
  });

  it('checks a pending deposit again on demand and says when it was not received', async () => {
    api.on('GET', `${T}/user/deposits`, list([deposit({ status: 'pending' })]), list([deposit({ status: 'declined' })]));
    await openReturn();
    expect(outcomeState()).toBe('pending');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: o.recheck }));
    });
    await waitFor(() => expect(outcomeState()).toBe('declined'));
    expect(screen.getByRole('heading', { name: o.notReceivedTitle })).toBeInTheDocument();
    expect(screen.getByTestId('deposit-outcome').textContent).toMatch(/Платёж на 500,00\s₽ не прошёл/);
  });

  it('treats an expired deposit as not received', async () => {
    api.on('GET', `${T}/user/deposits`, list([deposit({ status: 'expired' })]));
    await openReturn();
    expect(outcomeState()).toBe('expired');
    expect(screen.getByRole('heading', { name: o.notReceivedTitle })).toBeInTheDocument();
  });

  it('says so when the deposit is not among the player’s deposits', async () => {
    api.on('GET', `${T}/user/deposits`, list([deposit({ id: 7 })]));
    await openReturn();
    expect(outcomeState()).toBe('unknown');
    expect(screen.getByRole('heading', { name: o.unknownTitle })).toBeInTheDocument();
  });

  it('offers a re-check when the deposits do not load', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    api.on('GET', `${T}/user/deposits`, { status: 503, body: null }, list([deposit()]));
    await openReturn();
    expect(outcomeState()).toBe('failed');
    const balanceCalls = api.callsTo('GET', '/json-api/users/balance').length;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: o.recheck }));
    });
    await waitFor(() => expect(outcomeState()).toBe('paid'));
    // The paid deposit refreshes the balance; let that finish inside the test.
    await waitFor(() => expect(api.callsTo('GET', '/json-api/users/balance').length).toBe(balanceCalls + 1));
    await act(async () => {});
    expect(warn).toHaveBeenCalledWith('cashbox: the deposit check failed', expect.anything());
    warn.mockRestore();
  });
});

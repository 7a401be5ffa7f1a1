import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { leavePage } from '@/lib/client/cashbox/leave-page';
import { CashboxFrame } from '@/components/cashbox/cashbox-frame';
import { MESSAGES, renderIntl } from '../forms/intl';
import { makeProfile, mockFetch, type FetchMock } from '../contacts/test-helpers';
import { answerTreasury, startPlayer, gift, one, paymentSystem, T } from './cashbox-helpers';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ back: jest.fn(), push: jest.fn(), replace: jest.fn() }),
  useSearchParams: () => new URLSearchParams(''),
  usePathname: () => '/cashbox',
}));
jest.mock('@/lib/client/cashbox/leave-page', () => ({ ...jest.requireActual('@/lib/client/cashbox/leave-page'), leavePage: jest.fn() }));

const c = MESSAGES.ru.cashbox;
let api: FetchMock;

beforeEach(async () => {
  api = mockFetch();
  (leavePage as jest.Mock).mockClear();
  await startPlayer(api);
});

async function openTopUp() {
  renderIntl(<CashboxFrame mode="page" mainHref="/" />);
  return screen.findByRole('textbox', { name: 'Сумма, ₽' });
}

const submitButton = () => screen.getByRole('button', { name: new RegExp(`^${c.deposit.submitPlain}`) });

describe('top up', () => {
  it('starts at 500.00 with the first method and sends the browser to the provider page', async () => {
    answerTreasury(api, { paymentSystems: [paymentSystem(), paymentSystem({ code: 'sbp', name: 'СБП', icon: 'sbp' })] });
    api.on('GET', `${T}/user/marbella/deposit/card/50000`, one({ redirectUrl: '/payment-sandbox/tok-123456', deposit_id: 41 }));
    const amount = await openTopUp();
    expect(amount).toHaveValue('500.00');
    expect(screen.getByRole('radio', { name: /Банковская карта/ })).toBeChecked();
    expect(api.callsTo('POST', `${T}/open`)).toHaveLength(1);
    expect(api.callsTo('POST', `${T}/open`)[0]!.body).toEqual({ dep_qs: null, qs: null });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Пополнить на 500,00/ }));
    });
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('http://localhost/payment-sandbox/tok-123456'));
    // Busy until the browser has left: a second click starts no second deposit.
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    await act(async () => {
      fireEvent.click(submitButton());
    });
    expect(api.callsTo('GET', `${T}/user/marbella/deposit/card/50000`)).toHaveLength(1);
  });

  it('lists the methods of the "more" section behind a disclosure, one radio group with the rest', async () => {
    answerTreasury(api, {
      paymentSystems: [paymentSystem(), paymentSystem({ code: 'wallet', name: 'Электронный кошелёк', icon: 'wallet', id: 2, position: 2, more: true })],
    });
    await openTopUp();
    const wallet = screen.getByRole('radio', { name: /Электронный кошелёк/ });
    // Closed at first: the method under "more" is not shown until the player opens the section.
    expect(wallet).not.toBeVisible();
    const more = screen.getByText('Ещё 1 способ');
    fireEvent.click(more);
    await waitFor(() => expect(wallet).toBeVisible());
    fireEvent.click(wallet);
    expect(wallet).toBeChecked();
    expect(screen.getByRole('radio', { name: /Банковская карта/ })).not.toBeChecked();
  });

  it('shows the player’s last real-money bet above the form, and nothing before the first', async () => {
    answerTreasury(api, { lastBet: { amount: 25_000, currency: 'RUB', game: { slug: 'cherry-blaze', name: 'Cherry Blaze' }, created_at: Date.UTC(2026, 10, 5, 14, 7, 9) / 1000 } });
    await openTopUp();
    const line = await screen.findByTestId('cashbox-last-bet');
    expect(line).toHaveTextContent(/Ваша последняя ставка: 250,00\s₽ в игре Cherry Blaze, 05\.11\.26, \d\d:07:09/);
    expect(within(line).getByRole('link', { name: 'Cherry Blaze' })).toHaveAttribute('href', expect.stringContaining('/play/cherry-blaze'));
  });

  it('says nothing of a last bet when there was none', async () => {
    answerTreasury(api);
    await openTopUp();
    await waitFor(() => expect(api.callsTo('GET', `${T}/user/last-bet`)).toHaveLength(1));
    expect(screen.queryByTestId('cashbox-last-bet')).toBeNull();
  });

  it('starts at the server default amount when it names one', async () => {
    answerTreasury(api, { sumRange: { currency: 'RUB', min: 10000, max: 10000000, default: 30000 } });
    expect(await openTopUp()).toHaveValue('300.00');
  });

  it('reports the cashbox opening with the marketing cookies', async () => {
    document.cookie = 'dep_qs=utm_source%3Dmail; path=/';
    answerTreasury(api);
    await openTopUp();
    expect(api.callsTo('POST', `${T}/open`)[0]!.body).toEqual({ dep_qs: 'utm_source=mail', qs: null });
    document.cookie = 'dep_qs=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('checks the amount against the method range before asking the server', async () => {
    answerTreasury(api);
    const amount = await openTopUp();
    fireEvent.change(amount, { target: { value: '50' } });
    fireEvent.blur(amount);
    expect(screen.getByText(/^Минимальная сумма — 100,00/)).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(amount, { target: { value: '100001' } });
    expect(screen.getByText(/^Максимальная сумма — 100\s000,00/)).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '12,345' } });
    expect(screen.getByText(c.amount.invalid)).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(submitButton());
    });
    expect(api.calls.some((call) => call.path.includes('/marbella/'))).toBe(false);

    // A quick amount fills the field and is shown as chosen.
    fireEvent.click(screen.getByRole('button', { name: /^1\s000\s₽$/ }));
    expect(amount).toHaveValue('1000.00');
    expect(screen.getByRole('button', { name: /^1\s000\s₽$/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(c.amount.invalid)).toBeNull();
  });

  it('shows the daily limit and refuses an amount above what is left today', async () => {
    answerTreasury(api, { generalLimit: { currency: 'RUB', daily_deposit_limit: 100000, today_deposit_amount: 70000, remaining: 30000 } });
    const amount = await openTopUp();
    expect(screen.getByTestId('daily-limit').textContent).toMatch(/1\s000,00\s₽.*300,00\s₽/);
    fireEvent.blur(amount);
    expect(screen.getByText(c.errors.deposit_limit_exceeded)).toBeInTheDocument();
  });

  it('starts an rbk invoice with the player contacts', async () => {
    answerTreasury(api, { paymentSystems: [paymentSystem({ code: 'sbp', name: 'СБП', flow: 'rbk', icon: 'sbp' })] });
    api.on('POST', `${T}/rbk-create-invoice`, one({ redirectUrl: 'https://pay.example/invoice/1', deposit_id: 5 }));
    const amount = await openTopUp();
    fireEvent.change(amount, { target: { value: '750,5' } });
    await act(async () => {
      fireEvent.click(submitButton());
    });
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('https://pay.example/invoice/1'));
    expect(api.callsTo('POST', `${T}/rbk-create-invoice`)[0]!.body).toEqual({ method: 'sbp', amount: 75050, email: 'ivan@example.com' });
  });

  it('shows server refusals by code in the player language, and server problems for no answer', async () => {
    answerTreasury(api);
    api.on('GET', `${T}/user/marbella/deposit/card/50000`, { status: 400, body: { errors: [{ code: 'method_unavailable' }] } }, { status: 502, body: null });
    await openTopUp();
    await act(async () => {
      fireEvent.click(submitButton());
    });
    await waitFor(() => expect(screen.getByTestId('deposit-errors')).toHaveTextContent(c.errors.method_unavailable));
    await act(async () => {
      fireEvent.click(submitButton());
    });
    await waitFor(() => expect(screen.getByTestId('deposit-errors')).toHaveTextContent(c.errors.server_problems));
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('refuses a provider answer that is not a web address', async () => {
    answerTreasury(api);
    api.on('GET', `${T}/user/marbella/deposit/card/50000`, one({ redirectUrl: 'javascript:alert(1)', deposit_id: 41 }));
    await openTopUp();
    await act(async () => {
      fireEvent.click(submitButton());
    });
    await waitFor(() => expect(screen.getByTestId('deposit-errors')).toHaveTextContent(c.errors.server_problems));
    expect(leavePage).not.toHaveBeenCalled();
  });
});

describe('cashbox gift picker', () => {
  it('preselects the picked gift, offers no gift, shows the bonus and saves a new pick', async () => {
    answerTreasury(api, {
      gifts: [gift({ id: 7, cashboxSelected: true }), gift({ id: 8, title: 'Бонус 50%', percent: 50 }), gift({ id: 9, title: 'Использован', state: 'used' })],
    });
    api.on('POST', '/json-api/user-gifts/cashbox-select', one({ ok: true }));
    await openTopUp();
    const group = await screen.findByRole('group', { name: c.gifts.legend });
    expect(within(group).getAllByRole('radio')).toHaveLength(3); // no gift + the two usable gifts
    expect(within(group).getByRole('radio', { name: /Бонус 100% на депозит/ })).toBeChecked();
    expect(within(group).getByRole('radio', { name: /Бонус 100% на депозит/ }).closest('label')!.textContent).toMatch(/\+500,00\s₽ бонусом/);
    expect(within(group).getByRole('radio', { name: /Бонус 50%/ }).closest('label')!.textContent).toMatch(/\+250,00\s₽ бонусом/);

    await act(async () => {
      fireEvent.click(within(group).getByRole('radio', { name: /Бонус 50%/ }));
    });
    expect(api.callsTo('POST', '/json-api/user-gifts/cashbox-select').map((call) => call.body)).toEqual([{ user_gift_id: 8 }]);
    expect(within(group).getByRole('radio', { name: /Бонус 50%/ })).toBeChecked();
    await waitFor(() => expect(within(group).getByRole('radio', { name: c.gifts.none })).toBeEnabled()); // the pick is saved

    await act(async () => {
      fireEvent.click(within(group).getByRole('radio', { name: c.gifts.none }));
    });
    expect(api.callsTo('POST', '/json-api/user-gifts/cashbox-select').map((call) => call.body)).toEqual([{ user_gift_id: 8 }, { user_gift_id: null }]);
    expect(within(group).getByRole('radio', { name: c.gifts.none })).toBeChecked();
  });

  it('goes back to the previous pick when the server refuses one', async () => {
    answerTreasury(api, { gifts: [gift({ id: 7 })] });
    api.on('POST', '/json-api/user-gifts/cashbox-select', { status: 400, body: { errors: [{ code: 'gift_not_available' }] } });
    await openTopUp();
    const group = await screen.findByRole('group', { name: c.gifts.legend });
    expect(within(group).getByRole('radio', { name: c.gifts.none })).toBeChecked();
    await act(async () => {
      fireEvent.click(within(group).getByRole('radio', { name: /Бонус 100%/ }));
    });
    await waitFor(() => expect(within(group).getByRole('alert')).toHaveTextContent(c.errors.gift_not_available));
    expect(within(group).getByRole('radio', { name: c.gifts.none })).toBeChecked();
  });

  it('shows no picker without cashbox gifts', async () => {
    answerTreasury(api, { gifts: [gift({ restrictions: { depositLimits: [{ currency: 'EUR', limit: 1000 }] } })] });
    await openTopUp();
    await act(async () => {});
    expect(screen.queryByRole('group', { name: c.gifts.legend })).toBeNull();
    expect(makeProfile().currency).toBe('RUB');
  });
});

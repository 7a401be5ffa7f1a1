import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { closeContactVerification, getVerificationRequest } from '@/lib/client/contacts/contact-verification-store';
import { CashboxFrame } from '@/components/cashbox/cashbox-frame';
import { ContactVerificationRoot } from '@/components/contacts/contact-verification-root';
import { MESSAGES, renderIntl } from '../forms/intl';
import { makeBalance, makeProfile, mockFetch, SUPPORT, type FetchMock } from '../contacts/test-helpers';
import { answerTreasury, list, one, payout, payoutSystem, startPlayer, T } from './cashbox-helpers';

const mockBack = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ back: mockBack, push: jest.fn(), replace: jest.fn() }),
  useSearchParams: () => new URLSearchParams('tab=payout'),
  usePathname: () => '/cashbox',
}));

const c = MESSAGES.ru.cashbox;
const VERIFIED = [{ value: '79161234567', is_primary: true, is_verified: true }];
let api: FetchMock;

beforeEach(() => {
  api = mockFetch();
  act(() => closeContactVerification());
});

async function openPayout(phones = VERIFIED, balance = makeBalance({ balance: 100000 })) {
  await startPlayer(api, makeProfile({ phones }), balance);
  renderIntl(<CashboxFrame mode="page" mainHref="/" />);
  expect(await screen.findByRole('tab', { name: c.tabs.payout })).toHaveAttribute('aria-selected', 'true');
}

async function fillAndSend(amount: string, card = '4111111111111111') {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Сумма, ₽' }), { target: { value: amount } });
  fireEvent.change(screen.getByRole('textbox', { name: c.payout.account.card }), { target: { value: card } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${c.payout.submitPlain}`) }));
  });
}

describe('payout', () => {
  it('needs a verified phone and opens the payout variant of the phone verification', async () => {
    answerTreasury(api);
    await openPayout([{ value: '79160000000', is_primary: true, is_verified: false }]);
    const notice = screen.getByTestId('payout-phone-required');
    expect(notice).toHaveTextContent(c.payout.phoneText);
    expect(screen.queryByRole('textbox', { name: 'Сумма, ₽' })).toBeNull();
    fireEvent.click(within(notice).getByRole('button', { name: c.payout.phoneButton }));
    expect(getVerificationRequest()).toMatchObject({ kind: 'phone', payout: true });
  });

  it('in the popup, steps aside for the verification modal and comes back when it closes', async () => {
    answerTreasury(api);
    api.on('GET', '/json-api/players/contacts/onverification', { body: { data: [] } });
    await startPlayer(api, makeProfile({ phones: [] }));
    renderIntl(
      <>
        <CashboxFrame mode="modal" mainHref="/" />
        <ContactVerificationRoot support={SUPPORT} />
      </>,
    );
    const cashbox = await screen.findByRole('dialog', { name: c.title });
    fireEvent.click(within(cashbox).getByRole('button', { name: c.payout.phoneButton }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.ru.verification.title.phone })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: c.title })).toBeNull();
    await waitFor(() => expect(screen.getByRole('heading', { name: MESSAGES.ru.verification.phone.changeTitle })).toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: MESSAGES.ru.verification.close }));
    expect(await screen.findByRole('dialog', { name: c.title })).toBeInTheDocument();
    expect(screen.getByTestId('payout-phone-required')).toBeInTheDocument();

    // The popup's own close goes back to the page under it.
    fireEvent.click(within(screen.getByRole('dialog', { name: c.title })).getByRole('button', { name: c.close }));
    expect(mockBack).toHaveBeenCalledTimes(1);
  });

  it('sends the amount and card to the method url, then lists the new request', async () => {
    answerTreasury(api);
    api.on('POST', `${T}/user-payout/card`, one(payout({ id: 12, transaction_id: 12, amount: 25050 })));
    await openPayout();
    expect((await screen.findByTestId('payout-available')).textContent).toMatch(/1\s000,00\s₽/);
    await fillAndSend('250,50');
    // The card number is typed in groups of four and sent as digits.
    expect(screen.getByRole('textbox', { name: c.payout.account.card })).toHaveValue('4111 1111 1111 1111');
    await waitFor(() => expect(screen.getByText(/^Заявка на вывод 250,50\s₽ создана\.$/)).toBeInTheDocument());
    expect(api.callsTo('POST', `${T}/user-payout/card`)[0]!.body).toEqual({ amount: 25050, account: '4111111111111111' });
    const pending = screen.getByRole('region', { name: c.pending.title });
    expect(within(pending).getAllByTestId('payout-row')).toHaveLength(1);
    expect(within(pending).getByTestId('payout-row').textContent).toMatch(/250,50\s₽/);
  });

  it('uses the method http verb and the phone the player confirmed', async () => {
    answerTreasury(api, { payoutSystems: [payoutSystem({ code: 'sbp', name: 'СБП', field: 'phone', url: `${T}/user-payout/sbp`, method: 'put' })] });
    api.on('PUT', `${T}/user-payout/sbp`, one(payout()));
    await openPayout();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Сумма, ₽' }), { target: { value: '100' } });
    expect(screen.getByRole('textbox', { name: c.payout.account.phone })).toHaveValue('(916) 123-45-67');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Вывести 100,00/ }));
    });
    await waitFor(() => expect(api.callsTo('PUT', `${T}/user-payout/sbp`)).toHaveLength(1));
    expect(api.callsTo('PUT', `${T}/user-payout/sbp`)[0]!.body).toEqual({ amount: 10000, account: '79161234567' });
  });

  it('checks the balance and the card before asking the server', async () => {
    answerTreasury(api);
    await openPayout(VERIFIED, makeBalance({ balance: 15000 }));
    await fillAndSend('200', '4111111111111112');
    expect(screen.getByText(c.errors.not_enough_funds)).toBeInTheDocument();
    expect(screen.getByText(c.payout.account.cardInvalid)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Сумма, ₽' }), { target: { value: '50' } });
    expect(screen.getByText(/^Минимальная сумма — 100,00/)).toBeInTheDocument();
    expect(api.callsTo('POST', `${T}/user-payout/card`)).toHaveLength(0);
  });

  it.each(['wagering_not_complete', 'not_enough_funds', 'amount_out_of_range', 'invalid_account'] as const)('shows the server refusal %s in the player language', async (code) => {
    answerTreasury(api);
    api.on('POST', `${T}/user-payout/card`, { status: 400, body: { errors: [{ code }] } });
    await openPayout();
    await fillAndSend('150');
    await waitFor(() => expect(screen.getByTestId('payout-errors')).toHaveTextContent(c.errors[code]));
  });

  it('offers the phone confirmation when the server says the phone is not verified', async () => {
    answerTreasury(api);
    api.on('POST', `${T}/user-payout/card`, { status: 403, body: { errors: [{ code: 'phone_not_verified' }] } });
    await openPayout();
    await fillAndSend('150');
    await waitFor(() => expect(screen.getByTestId('payout-errors')).toHaveTextContent(c.errors.phone_not_verified));
    fireEvent.click(screen.getByRole('button', { name: c.payout.phoneButton }));
    expect(getVerificationRequest()).toMatchObject({ kind: 'phone', payout: true });
  });
});

describe('pending withdraw requests', () => {
  it('removes a cancelled request at once, even when the cancel call fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    answerTreasury(api, { newPayouts: [payout({ id: 9, transaction_id: 9, amount: 20000 }), payout({ id: 10, transaction_id: 10, amount: 30000 })] });
    api.on('POST', `${T}/user-payout/cancel`, { status: 500, body: null });
    await openPayout();
    const pending = screen.getByRole('region', { name: c.pending.title });
    await waitFor(() => expect(within(pending).getAllByTestId('payout-row')).toHaveLength(2));
    expect(within(pending).getAllByText(c.status.payout.new)).toHaveLength(2);

    await act(async () => {
      fireEvent.click(within(pending).getByRole('button', { name: /^Отменить заявку на 200,00/ }));
    });
    expect(within(pending).getAllByTestId('payout-row')).toHaveLength(1);
    expect(within(pending).getByTestId('payout-row').textContent).toMatch(/300,00\s₽/);
    await waitFor(() => expect(api.callsTo('POST', `${T}/user-payout/cancel`)).toHaveLength(1));
    expect(api.callsTo('POST', `${T}/user-payout/cancel`)[0]!.body).toEqual({ transaction_id: 9 });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(within(pending).getAllByTestId('payout-row')).toHaveLength(1);
    warn.mockRestore();
  });

  it('says when nothing is waiting', async () => {
    answerTreasury(api);
    await openPayout();
    expect(await screen.findByText(c.pending.empty)).toBeInTheDocument();
    expect(list([])).toEqual({ body: { data: { data: [] } } });
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SandboxInvoiceDto } from '@/lib/domain/cashbox/cashbox-types';
import { leavePage } from '@/lib/client/cashbox/leave-page';
import { clearPlayerCache } from '@/lib/client/swr/player-cache';
import { SandboxPayment } from '@/components/cashbox/sandbox/sandbox-payment';
import { MESSAGES, renderIntl } from '../forms/intl';
import { mockFetch, type FetchMock } from '../contacts/test-helpers';
import { one, T } from './cashbox-helpers';

jest.mock('@/lib/client/cashbox/leave-page', () => ({ ...jest.requireActual('@/lib/client/cashbox/leave-page'), leavePage: jest.fn() }));

const s = MESSAGES.ru.paymentSandbox;
const TOKEN = 'inv_Abc123xyz';
const INVOICE = `${T}/sandbox/${TOKEN}`;
let api: FetchMock;

function invoice(overrides: Partial<SandboxInvoiceDto> = {}): SandboxInvoiceDto {
  return { deposit_id: 41, amount: 50000, currency: 'RUB', method_name: 'Банковская карта', status: 'pending', returnUrl: '/cashbox?deposit=41', ...overrides };
}

// Each test is a new page load: SWR's cache starts empty.
beforeEach(() => {
  clearPlayerCache();
  api = mockFetch();
  (leavePage as jest.Mock).mockClear();
});

async function openInvoice() {
  renderIntl(<SandboxPayment token={TOKEN} cashboxHref="/cashbox" />);
  await act(async () => {});
}

describe('sandbox payment page', () => {
  it('is labelled as a test and shows the invoice; Pay settles it and returns to the cashbox', async () => {
    api.on('GET', INVOICE, one(invoice()));
    api.on('POST', `${INVOICE}/complete`, one(invoice({ status: 'paid' })));
    await openInvoice();
    expect(screen.getByRole('note')).toHaveTextContent(s.note);
    expect(await screen.findByTestId('sandbox-amount')).toHaveTextContent(/500,00\s₽/);
    expect(screen.getByText('Банковская карта')).toBeInTheDocument();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: s.pay }));
      fireEvent.click(screen.getByRole('button', { name: s.pay })); // a double click settles once
    });
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/cashbox?deposit=41'));
    expect(api.callsTo('POST', `${INVOICE}/complete`)).toHaveLength(1);
    expect(api.callsTo('POST', `${INVOICE}/complete`)[0]!.body).toEqual({ outcome: 'paid' });
    expect(screen.getByRole('status')).toHaveTextContent(s.returning);
  });

  it('declines, and never follows a return address of another site', async () => {
    api.on('GET', INVOICE, one(invoice()));
    api.on('POST', `${INVOICE}/complete`, one(invoice({ status: 'declined', returnUrl: 'https://evil.example/cashbox' })));
    await openInvoice();
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: s.decline }));
    });
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/cashbox?deposit=41'));
    expect(api.callsTo('POST', `${INVOICE}/complete`)[0]!.body).toEqual({ outcome: 'declined' });
  });

  it('says an unknown invoice is unknown and links back to the cashbox', async () => {
    api.on('GET', INVOICE, { status: 404, body: { errors: [{ code: 'invoice_not_found' }] } });
    await openInvoice();
    expect(await screen.findByRole('heading', { name: s.unknownTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: s.back })).toHaveAttribute('href', '/cashbox');
    expect(screen.queryByRole('button', { name: s.pay })).toBeNull();
  });

  it('does not ask about an address that cannot be a token', async () => {
    renderIntl(<SandboxPayment token="../../etc" cashboxHref="/en/cashbox" />);
    expect(screen.getByRole('heading', { name: s.unknownTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: s.back })).toHaveAttribute('href', '/en/cashbox');
    expect(api.calls).toEqual([]);
  });

  it('shows a closed invoice with its status, also when it closed while the page was open', async () => {
    api.on('GET', INVOICE, one(invoice()), one(invoice({ status: 'expired' })));
    api.on('POST', `${INVOICE}/complete`, { status: 409, body: { errors: [{ code: 'invoice_closed' }] } });
    await openInvoice();
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: s.pay }));
    });
    expect(await screen.findByRole('heading', { name: s.closedTitle })).toBeInTheDocument();
    expect(screen.getByTestId('sandbox-message')).toHaveTextContent('Этот счёт уже обработан (истёк)');
    expect(screen.getByRole('link', { name: s.back })).toHaveAttribute('href', '/cashbox?deposit=41');
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('keeps the buttons after a failed settle and shows the server problem', async () => {
    api.on('GET', INVOICE, one(invoice()));
    api.on('POST', `${INVOICE}/complete`, { status: 502, body: null });
    await openInvoice();
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: s.pay }));
    });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.ru.cashbox.errors.server_problems));
    expect(screen.getByRole('button', { name: s.pay })).toBeEnabled();
    expect(leavePage).not.toHaveBeenCalled();
  });
});

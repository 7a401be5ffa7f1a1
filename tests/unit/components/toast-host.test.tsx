import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { TOAST_LIFETIME_MS, TOAST_WIDTH_PX } from '@/lib/domain/constants';
import { blockToasts, resetToasts, showToast } from '@/lib/client/toasts/toast-store';
import { toastDepositOutcome } from '@/lib/client/cashbox/deposit-toast';
import { toastNotice } from '@/lib/client/notifications/notice-toasts';
import { ToastHost } from '@/components/layout/toast-host';
import { OverlayHostsLoader } from '@/components/layout/overlay-hosts-loader';
import { renderRu } from './intl';

const toasts = () => screen.queryAllByTestId('toast').map((toast) => toast.textContent);

/** The host, after its first frame (its live regions are in the DOM before any toast). */
function renderHost() {
  renderRu(<ToastHost />);
  act(() => jest.advanceTimersByTime(20));
}

const show = (input: Parameters<typeof showToast>[0]) => act(() => void showToast(input));

beforeEach(() => {
  jest.useFakeTimers();
  resetToasts();
});

afterEach(() => {
  jest.useRealTimers();
});

jest.mock('next/navigation', () => ({ usePathname: () => '/' }));

describe('toast host', () => {
  it('is loaded by the shell with the first toast', async () => {
    renderRu(<OverlayHostsLoader />);
    expect(screen.queryByRole('status')).toBeNull();
    show({ text: 'hello' });
    jest.useRealTimers();
    expect(await screen.findByTestId('toast')).toHaveTextContent('hello');
  });

  it('stacks toasts in order and removes each after its lifetime of 10 s', () => {
    renderHost();
    show({ text: 'first' });
    act(() => jest.advanceTimersByTime(4000));
    show({ text: 'second', type: 'success' });
    expect(toasts()).toEqual(['first', 'second']);
    act(() => jest.advanceTimersByTime(TOAST_LIFETIME_MS - 4000 - 1));
    expect(toasts()).toEqual(['first', 'second']);
    act(() => jest.advanceTimersByTime(1));
    expect(toasts()).toEqual(['second']);
    act(() => jest.advanceTimersByTime(4000));
    expect(toasts()).toEqual([]);
  });

  it('keeps a toast of time 0 until its close button is pressed', () => {
    renderHost();
    show({ text: 'stays', time: 0 });
    act(() => jest.advanceTimersByTime(10 * TOAST_LIFETIME_MS));
    expect(toasts()).toEqual(['stays']);
    const close = screen.getByRole('button', { name: 'Закрыть уведомление' });
    act(() => close.focus());
    expect(close).toHaveFocus();
    fireEvent.click(close);
    expect(toasts()).toEqual([]);
  });

  it('waits while the pointer is over a toast and starts its lifetime over when it leaves', () => {
    renderHost();
    show({ text: 'read me' });
    fireEvent.pointerEnter(screen.getByTestId('toast'));
    act(() => jest.advanceTimersByTime(3 * TOAST_LIFETIME_MS));
    expect(toasts()).toEqual(['read me']);
    fireEvent.pointerLeave(screen.getByTestId('toast'));
    act(() => jest.advanceTimersByTime(TOAST_LIFETIME_MS));
    expect(toasts()).toEqual([]);
  });

  it('announces errors assertively and the other types politely, each marked with its type', () => {
    renderHost();
    show({ text: 'careful', type: 'warn' });
    show({ text: 'failed', type: 'error' });
    show({ text: 'done', type: 'success' });
    show({ text: 'plain' });
    const polite = screen.getByRole('status');
    const assertive = screen.getByRole('alert');
    expect(polite).toHaveAttribute('aria-live', 'polite');
    expect(assertive).toHaveAttribute('aria-live', 'assertive');
    expect(within(assertive).getAllByTestId('toast').map((t) => t.textContent)).toEqual(['failed']);
    expect(within(polite).getAllByTestId('toast').map((t) => [t.textContent, t.dataset.type])).toEqual([
      ['careful', 'warn'],
      ['done', 'success'],
      ['plain', 'default'],
    ]);
    expect(screen.getByRole('region', { name: 'Уведомления' })).toContainElement(polite);
  });

  it('shows a picture and a custom component that can close its toast', () => {
    renderHost();
    show({ text: 'with a picture', image: '/generated/gift.webp' });
    show({ component: ({ close }) => <button onClick={close}>custom action</button>, time: 0 });
    expect(screen.getAllByTestId('toast')[0]!.querySelector('img')).toHaveAttribute('src', '/generated/gift.webp');
    fireEvent.click(screen.getByRole('button', { name: 'custom action' }));
    expect(toasts()).toEqual(['with a picture']);
  });

  it('holds toasts while the cashbox blocks them and shows them, in order, once it is left', () => {
    renderHost();
    const release = blockToasts();
    show({ text: 'during the deposit' });
    show({ text: 'and another' });
    act(() => jest.advanceTimersByTime(2 * TOAST_LIFETIME_MS));
    expect(toasts()).toEqual([]);
    act(() => release());
    expect(toasts()).toEqual(['during the deposit', 'and another']);
    // Their lifetime starts when they are shown.
    act(() => jest.advanceTimersByTime(TOAST_LIFETIME_MS - 1));
    expect(toasts()).toHaveLength(2);
    act(() => jest.advanceTimersByTime(1));
    expect(toasts()).toEqual([]);
  });

  it('tells of a deposit once, however many times the browser learns of it (its notice included)', () => {
    renderHost();
    const deposit = { id: 7, amount: 50000, bonus: 0, currency: 'RUB', method: 'card', method_name: 'Card', status: 'paid' as const, created_at: 0, completed_at: 0 };
    act(() => toastDepositOutcome(deposit));
    act(() => toastDepositOutcome({ ...deposit }));
    expect(toasts()).toEqual([expect.stringMatching(/^Депозит 500,00\s₽ зачислен на ваш счёт\.$/)]);
    expect(screen.getByTestId('toast')).toHaveAttribute('data-type', 'success');
    // The live notice of the same deposit is the same toast; a payout's notice is a new one.
    const notice = { id: 3, key: 'deposit_paid:7', status: 'new' as const, kind: 'deposit_paid' as const, params: { amount: 50000, currency: 'RUB' }, button: null, createdAt: '2026-11-24T10:00:00Z' };
    act(() => toastNotice(notice));
    expect(toasts()).toHaveLength(1);
    act(() => toastNotice({ ...notice, id: 4, key: 'payout_paid:2', kind: 'payout_paid' }));
    expect(toasts()).toHaveLength(2);
    expect(toasts()[1]).toMatch(/^Выплата 500,00\s₽ отправлена на ваш счёт\.$/);
    act(() => toastDepositOutcome({ ...deposit, id: 8, status: 'declined' }));
    expect(within(screen.getByRole('alert')).getByTestId('toast')).toHaveTextContent(/^Депозит 500,00\s₽ отклонён платёжной системой\. Деньги не списаны\.$/);
  });

  it('is as wide as the spec says', () => {
    const css = readFileSync(path.join(__dirname, '../../../components/layout/toast-host.module.css'), 'utf8');
    expect(css).toContain(`width: min(${TOAST_WIDTH_PX}px, calc(100vw - 2 * var(--page-gutter)))`);
  });
});

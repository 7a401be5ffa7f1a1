import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { CashboxFrame } from '@/components/cashbox/cashbox-frame';
import { MESSAGES, renderIntl } from '../forms/intl';
import { makeProfile, mockFetch, type FetchMock } from '../contacts/test-helpers';
import { answerTreasury, startPlayer, T } from './cashbox-helpers';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ back: jest.fn(), push: jest.fn(), replace: jest.fn() }),
  useSearchParams: () => new URLSearchParams(window.location.search),
  usePathname: () => '/cashbox',
}));

const c = MESSAGES.ru.cashbox;
let api: FetchMock;

beforeEach(() => {
  api = mockFetch();
  window.history.replaceState(null, '', '/cashbox');
});

// One file walks the session in order: a guest first (no auth hint), then a player.
describe('cashbox frame', () => {
  it('asks a guest to log in and back to the cashbox, without calling the treasury', async () => {
    renderIntl(<CashboxFrame mode="page" mainHref="/en" />);
    expect(await screen.findByRole('heading', { name: c.guest.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: c.guest.login })).toHaveAttribute('href', '/login?redirect=%2Fcashbox');
    expect(api.calls.filter((call) => call.path.startsWith(T))).toEqual([]);
  });

  it('is a page with a close link to main and tabs that follow the arrow keys and the address', async () => {
    await startPlayer(api);
    answerTreasury(api);
    api.on('GET', `${T}/user/deposits`, { body: { data: { data: [] } } });
    renderIntl(<CashboxFrame mode="page" mainHref="/en" />);
    expect(screen.getByRole('heading', { level: 1, name: c.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: c.close })).toHaveAttribute('href', '/en');

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([c.tabs.deposit, c.tabs.payout, c.tabs.history]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabs[0]!.id);

    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: c.tabs.payout })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: c.tabs.payout })).toHaveFocus();
    expect(window.location.search).toBe('?tab=payout');

    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(screen.getByRole('tab', { name: c.tabs.history })).toHaveFocus();
    expect(window.location.search).toBe('?tab=history');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' }); // wraps around
    expect(screen.getByRole('tab', { name: c.tabs.deposit })).toHaveAttribute('aria-selected', 'true');
    expect(window.location.search).toBe('');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: c.tabs.history })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByText(c.history.empty.deposits)).toBeInTheDocument());
  });

  it('opens on the tab of the address (the profile links to ?tab=payout)', async () => {
    window.history.replaceState(null, '', '/cashbox?tab=payout');
    await startPlayer(api);
    answerTreasury(api);
    renderIntl(<CashboxFrame mode="page" mainHref="/" />);
    expect(await screen.findByRole('tab', { name: c.tabs.payout })).toHaveAttribute('aria-selected', 'true');
    await act(async () => {});
  });

  it('keeps what loaded when another reference call fails (spec §8)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await startPlayer(api, makeProfile({ phones: [{ value: '79161234567', is_primary: true, is_verified: true }] }));
    answerTreasury(api);
    api.on('GET', `${T}/payment-system`, { status: 500, body: null }, { body: { data: { data: [] } } });
    renderIntl(<CashboxFrame mode="page" mainHref="/" />);
    expect(await screen.findByText(c.dataFailed)).toBeInTheDocument();

    // The payout methods did load.
    fireEvent.click(screen.getByRole('tab', { name: c.tabs.payout }));
    await waitFor(() => expect(screen.getByRole('group', { name: c.payout.legend })).toBeInTheDocument());

    fireEvent.click(screen.getByRole('tab', { name: c.tabs.deposit }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: c.retry }));
    });
    expect(await screen.findByText(c.methods.none)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('cashbox: payment systems did not load', expect.anything());
    warn.mockRestore();
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { mutate } from 'swr';
import { AUTH_HINT_COOKIE } from '@/lib/domain/auth/auth-hint';
import { REALTIME_EVENTS } from '@/lib/domain/realtime/realtime-events';
import { dispatchRealtime } from '@/lib/client/realtime/realtime-events';
import { loadGifts } from '@/lib/client/gifts/gift-calls';
import { logout } from '@/lib/client/session/session-store';
import { API_KEYS } from '@/lib/client/swr/api-keys';
import { readCached } from '@/lib/client/swr/player-cache';
import { CashboxFrame } from '@/components/cashbox/cashbox-frame';
import { answerTreasury, deposit, gift, payout, startPlayer, T } from '../cashbox/cashbox-helpers';
import { renderIntl } from '../forms/intl';
import { FakeWebSocket } from '../realtime/fake-web-socket';
import { mockFetch, type FetchMock } from '../contacts/test-helpers';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ back: jest.fn(), push: jest.fn(), replace: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => '/cashbox',
}));

let api: FetchMock;

beforeEach(async () => {
  api = mockFetch();
  await startPlayer(api);
  answerTreasury(api, { gifts: [gift()] });
});

afterAll(() => {
  document.cookie = `${AUTH_HINT_COOKIE}=; max-age=0; path=/`;
});

describe("the player's SWR cache", () => {
  it('asks again for today’s deposit amount and the gifts when a deposit is confirmed', async () => {
    renderIntl(<CashboxFrame mode="page" mainHref="/" />);
    expect(await screen.findByRole('textbox', { name: 'Сумма, ₽' })).toBeInTheDocument();
    // The player's listeners load lazily; the live connection they open says they are there.
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    const limits = api.callsTo('GET', `${T}/general-limit`).length;
    const gifts = api.callsTo('GET', '/json-api/user-gifts').length;
    act(() => dispatchRealtime({ type: REALTIME_EVENTS.treasuryTransactionConfirmed, deposit: deposit() }));
    await waitFor(() => expect(api.callsTo('GET', `${T}/general-limit`).length).toBe(limits + 1));
    await waitFor(() => expect(api.callsTo('GET', '/json-api/user-gifts').length).toBe(gifts + 1));
  });

  it('is emptied on logout: profile, balance, gifts, pending payouts', async () => {
    await act(async () => {
      await loadGifts();
      await mutate(API_KEYS.pendingPayouts, [payout()], { revalidate: false });
    });
    const keys = [API_KEYS.profile, API_KEYS.balance, API_KEYS.gifts, API_KEYS.pendingPayouts];
    expect(keys.map((key) => readCached(key) !== undefined)).toEqual([true, true, true, true]);
    api.on('POST', '/json-api/logout', { body: {} });
    await act(async () => logout());
    expect(keys.map((key) => readCached(key))).toEqual([undefined, undefined, undefined, undefined]);
  });
});

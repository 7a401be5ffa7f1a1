import { act, screen, waitFor } from '@testing-library/react';
import { AUTH_HINT_COOKIE } from '@/lib/domain/auth/auth-hint';
import { formatMoney } from '@/lib/domain/money';
import { REALTIME_EVENTS } from '@/lib/domain/realtime/realtime-events';
import { RECONNECT_MAX_MS } from '@/lib/client/realtime/realtime-connection';
import { completeLogin, getSessionState, logout } from '@/lib/client/session/session-store';
import { isBalanceDto } from '@/lib/client/session/live-balance';
import { API_KEYS } from '@/lib/client/swr/api-keys';
import { readCached } from '@/lib/client/swr/player-cache';
import { HeaderAccount } from '@/components/layout/header-account';
import { renderIntl } from '../forms/intl';
import { FakeWebSocket } from '../realtime/fake-web-socket';
import { makeBalance, makeProfile, mockFetch, type FetchMock } from '../contacts/test-helpers';

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), back: jest.fn() }),
}));

const money = (minor: number) => formatMoney(minor, 'RUB', 'ru');
let api: FetchMock;

function playerAnswers(hash = 'h4sh', balance = 1_000) {
  api.on('GET', '/json-api/users/profile', { body: { data: makeProfile({ hash }) } });
  api.on('GET', '/json-api/users/balance', { body: { data: makeBalance({ balance }) } });
}

/** The socket the session opened (the player listeners load lazily, so it comes a moment later). */
async function nextSocket(count: number): Promise<FakeWebSocket> {
  await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(count));
  return FakeWebSocket.last!;
}

const shownBalance = () => screen.queryByTestId('header-balance')?.textContent ?? null;

function send(socket: FakeWebSocket, message: unknown) {
  act(() => socket.serverSend(message));
}

beforeAll(() => {
  api = mockFetch();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  // The tab loads with a player's session (the header's startSession reads the auth hint).
  document.cookie = `${AUTH_HINT_COOKIE}=1; path=/`;
  playerAnswers('h4sh', 1_000);
});

// The header as the site shows it; the session it reads lives on from test to test. The first
// render's startSession reads profile and balance: their answers arrive inside act.
beforeEach(async () => {
  await act(async () => {
    renderIntl(<HeaderAccount />);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});

// One file walks one tab through a player's visit in order: load → live balance → logout → login.
describe('the live session', () => {
  it('opens the live connection once a player is known and registers their hash', async () => {
    expect(shownBalance()).toBe(money(1_000));
    const socket = await nextSocket(1);
    expect(socket.url).toBe('ws://localhost/ws');
    act(() => socket.serverOpen());
    expect(socket.sent).toEqual([{ type: 'register', hash: 'h4sh' }]);
  });

  it('updates the header balance from balance_changed while a game runs', async () => {
    const socket = FakeWebSocket.last!;
    send(socket, { type: REALTIME_EVENTS.balanceChanged, balance: makeBalance({ balance: 123_456, bonus: 500 }) });
    expect(shownBalance()).toBe(money(123_456));
    const session = getSessionState();
    expect(session.status === 'player' && session.balance).toEqual(makeBalance({ balance: 123_456, bonus: 500 }));
  });

  it('moves the compoints with compoints_balance_changed and keeps them through later money movements', async () => {
    const socket = FakeWebSocket.last!;
    const compoints = () => {
      const session = getSessionState();
      return session.status === 'player' ? session.balance?.compoint_balance : undefined;
    };
    send(socket, { type: REALTIME_EVENTS.compointsBalanceChanged, balance: 21 });
    await waitFor(() => expect(compoints()).toBe(21));
    // A bet's balance_changed does not read compoints (it says 0): the known ones stay.
    send(socket, { type: REALTIME_EVENTS.balanceChanged, balance: makeBalance({ balance: 123_456, bonus: 500, compoint_balance: 0 }) });
    expect(compoints()).toBe(21);
    for (const bad of [-1, 1.5, '7', null]) send(socket, { type: REALTIME_EVENTS.compointsBalanceChanged, balance: bad });
    expect(compoints()).toBe(21);
    send(socket, { type: REALTIME_EVENTS.compointsBalanceChanged, balance: 0 });
    await waitFor(() => expect(compoints()).toBe(0));
    expect(shownBalance()).toBe(money(123_456));
  });

  it('ignores malformed balance messages and balances of another player', () => {
    const socket = FakeWebSocket.last!;
    const before = getSessionState();
    const bad: unknown[] = [
      { type: REALTIME_EVENTS.balanceChanged },
      { type: REALTIME_EVENTS.balanceChanged, balance: null },
      { type: REALTIME_EVENTS.balanceChanged, balance: { ...makeBalance(), balance: '999' } },
      { type: REALTIME_EVENTS.balanceChanged, balance: { ...makeBalance(), balance: 1.5 } },
      { type: REALTIME_EVENTS.balanceChanged, balance: { ...makeBalance(), currency: undefined } },
      { type: REALTIME_EVENTS.balanceChanged, balance: makeBalance({ user_id: 99, balance: 7 }) },
      '{"type":"balance_changed","balance":',
    ];
    for (const message of bad) send(socket, message);
    expect(getSessionState()).toBe(before);
    expect(shownBalance()).toBe(money(123_456));
  });

  it('closes the connection on logout, for good, and drops the balance', async () => {
    const socket = FakeWebSocket.last!;
    api.on('POST', '/json-api/logout', { body: {} });
    await act(async () => logout());
    expect(socket.closedWith).toEqual({ code: 1000, reason: 'closed by the page' });
    expect(getSessionState()).toEqual({ status: 'guest' });
    expect(shownBalance()).toBeNull();
    // A late message of the closed socket changes nothing, and nothing reconnects.
    send(socket, { type: REALTIME_EVENTS.balanceChanged, balance: makeBalance({ balance: 5 }) });
    expect(getSessionState()).toEqual({ status: 'guest' });
    jest.useFakeTimers();
    act(() => jest.advanceTimersByTime(RECONNECT_MAX_MS * 2));
    jest.useRealTimers();
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('opens a new connection on the next login and registers the new player', async () => {
    playerAnswers('0ther', 2_000);
    await act(async () => completeLogin());
    expect(shownBalance()).toBe(money(2_000));
    const socket = await nextSocket(2);
    act(() => socket.serverOpen());
    expect(socket.sent).toEqual([{ type: 'register', hash: '0ther' }]);
    send(socket, { type: REALTIME_EVENTS.balanceChanged, balance: makeBalance({ balance: 2_500 }) });
    expect(shownBalance()).toBe(money(2_500));
  });

  it('when the server ends the session (logout elsewhere: close 4001) the tab shows a guest, drops the player’s data and does not reconnect', async () => {
    const socket = FakeWebSocket.last!;
    act(() => socket.serverClose(4001));
    expect(getSessionState()).toEqual({ status: 'guest' });
    expect(shownBalance()).toBeNull();
    expect(readCached(API_KEYS.profile)).toBeUndefined();
    expect(readCached(API_KEYS.balance)).toBeUndefined();
    jest.useFakeTimers();
    act(() => jest.advanceTimersByTime(RECONNECT_MAX_MS * 2));
    jest.useRealTimers();
    expect(FakeWebSocket.instances).toHaveLength(2);
  });
});

describe('balance shape', () => {
  it('accepts the platform balance and nothing less', () => {
    expect(isBalanceDto(makeBalance())).toBe(true);
    expect(isBalanceDto({ ...makeBalance(), compoint_balance: 12.5 })).toBe(true);
    expect(isBalanceDto({ ...makeBalance(), is_active_bonus: 'no' })).toBe(false);
    expect(isBalanceDto({ ...makeBalance(), currency: 'rub' })).toBe(false);
    expect(isBalanceDto({ ...makeBalance(), wagering: Number.NaN })).toBe(false);
    expect(isBalanceDto([])).toBe(false);
    expect(isBalanceDto('balance')).toBe(false);
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import type { BalanceDto } from '@/lib/domain/accounts/account-types';
import { REALTIME_EVENTS } from '@/lib/domain/realtime/realtime-events';
import { applyBalanceChanged } from '@/lib/client/session/live-balance';
import { applyWinbackChanged } from '@/lib/client/session/live-winback';
import { applyMiles } from '@/lib/client/profile/live-miles';
import { useUserLevel, type UserLevel } from '@/lib/client/profile/use-levels';
import { API_KEYS } from '@/lib/client/swr/api-keys';
import { readCached } from '@/lib/client/swr/player-cache';
import { makeBalance, makeProfile, mockFetch, signIn, type FetchMock } from '../contacts/test-helpers';

/** The win-back amount and the levels view follow their live events. */
let api: FetchMock;

beforeAll(async () => {
  api = mockFetch();
  await signIn(api, makeProfile({ user_id: 12 }), makeBalance({ balance: 5_000, winback: 300 }));
});

const cachedBalance = () => readCached<BalanceDto>(API_KEYS.balance);

describe('win-back', () => {
  it('winback_changed sets the amount; a later balance_changed (the ledger sends 0) keeps it', async () => {
    await act(async () => {
      applyWinbackChanged({ type: REALTIME_EVENTS.winbackChanged, winback: 1_250, currency: 'RUB' });
    });
    expect(cachedBalance()).toMatchObject({ balance: 5_000, winback: 1_250 });
    await act(async () => {
      applyBalanceChanged({ type: REALTIME_EVENTS.balanceChanged, balance: makeBalance({ balance: 4_000, winback: 0 }), play: 0 });
    });
    expect(cachedBalance()).toMatchObject({ balance: 4_000, winback: 1_250 });
  });

  it('ignores a malformed amount or another currency', async () => {
    await act(async () => {
      applyWinbackChanged({ type: REALTIME_EVENTS.winbackChanged, winback: -1, currency: 'RUB' });
      applyWinbackChanged({ type: REALTIME_EVENTS.winbackChanged, winback: 9, currency: 'EUR' });
    });
    expect(cachedBalance()?.winback).toBe(1_250);
  });
});

describe('miles notification', () => {
  const level: UserLevel = { index: 1, experience: 10, next: { index: 2, pointsRequired: 100 }, progress: 10 };
  const next: UserLevel = { index: 2, experience: 100, next: { index: 3, pointsRequired: 300 }, progress: 0 };
  const asked = () => api.calls.filter((c) => c.path === API_KEYS.userLevel).length;

  it('moves the levels view of the same level without a request; another level asks the server again', async () => {
    api.on('GET', API_KEYS.userLevel, { body: { data: level } }, { body: { data: next } });
    // The levels view is open (its hook holds the key).
    const view = renderHook(() => useUserLevel());
    await waitFor(() => expect(view.result.current).toEqual(level));
    expect(asked()).toBe(1);
    await act(async () => {
      await applyMiles({ type: REALTIME_EVENTS.milesNotification, level: 1, experience: 12, progress: 12 });
    });
    expect(view.result.current).toEqual({ ...level, experience: 12, progress: 12 });
    expect(asked()).toBe(1);
    await act(async () => {
      await applyMiles({ type: REALTIME_EVENTS.milesNotification, level: 2, experience: 100, progress: 0 });
    });
    await waitFor(() => expect(view.result.current).toEqual(next));
    expect(asked()).toBe(2);
  });

  it('ignores a malformed message', async () => {
    const before = readCached<UserLevel>(API_KEYS.userLevel);
    await act(async () => {
      await applyMiles({ type: REALTIME_EVENTS.milesNotification, level: 2, experience: 100, progress: 250 });
    });
    expect(readCached<UserLevel>(API_KEYS.userLevel)).toBe(before);
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import useSWR from 'swr';
import type { BalanceDto } from '@/lib/domain/accounts/account-types';
import type { UserAchievementDto } from '@/lib/domain/achievements/achievements';
import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';
import type { CompointsConfigDto } from '@/lib/domain/compoints/compoints';
import { REALTIME_EVENTS } from '@/lib/domain/realtime/realtime-events';
import { useAchievements } from '@/lib/client/achievements/use-achievements';
import { applyCompointsChanged, useCompointsConfig } from '@/lib/client/compoints/compoint-calls';
import { saveCashboxPick } from '@/lib/client/gifts/gift-calls';
import { dispatchRealtime } from '@/lib/client/realtime/realtime-events';
import { setLiveBalance } from '@/lib/client/session/live-winback';
import { API_KEYS } from '@/lib/client/swr/api-keys';
import { fetchData, fetchInner } from '@/lib/client/swr/fetchers';
import { clearPlayerCache } from '@/lib/client/swr/player-cache';
import { updateCached } from '@/lib/client/swr/update-cached';
import { gift } from '../gifts/gift-test-data';
import { makeBalance, mockFetch, type Answer, type FetchMock } from '../contacts/test-helpers';

/**
 * A live change that arrives while the first answer is still on its way (lib/client/swr/update-cached.ts).
 * SWR drops an answer that started before a mutate, so a write that only applies "if cached" used
 * to lose the change AND the answer: the view stayed loading, empty, or held a partial value. Each
 * helper that writes live changes must end with the server's fresh data instead.
 */
let api: FetchMock;

beforeEach(() => {
  clearPlayerCache();
  api = mockFetch();
});

/** The first answer of `path` waits until `release()`; later ones answer `fresh` at once. */
function holdFirst(path: string, first: Answer, fresh: Answer): { release: () => void } {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  api.on(
    'GET',
    path,
    async () => {
      await held;
      return first;
    },
    fresh,
  );
  return { release: () => release() };
}

const asked = (path: string) => api.callsTo('GET', path).length;

/** A view of `key` that reads its data while rendering (SWR re-renders a hook only for what it read). */
function useView<T>(key: string, fetcher: (path: string) => Promise<T>, options: { dedupingInterval?: number } = {}): T | undefined {
  return useSWR<T>(key, fetcher, options).data;
}

it('updateCached: a change with nothing cached yet asks again, and the view gets the server’s answer', async () => {
  const path = '/json-api/race-probe';
  const { release } = holdFirst(path, { body: { data: 1 } }, { body: { data: 2 } });
  const view = renderHook(() => useView<number>(path, fetchData, { dedupingInterval: 0 }));
  await waitFor(() => expect(asked(path)).toBe(1));
  await act(async () => {
    await updateCached<number>(path, (current) => current && current + 10);
  });
  release();
  await waitFor(() => expect(view.result.current).toBe(2));
  // Once cached, a change is written without a request.
  await act(async () => {
    await updateCached<number>(path, (current) => current && current + 10);
  });
  expect(view.result.current).toBe(12);
  expect(asked(path)).toBe(2);
});

it('achievements: progress told while the list is loading does not leave the Trophies tab loading', async () => {
  const entry = (progress: number): UserAchievementDto => ({
    id: 3,
    actionId: 'real_rounds_10',
    progress,
    isCompleted: false,
    title: 'Warm-up',
    description: 'Play 10 rounds.',
    image: '/a.webp',
    reward: null,
    completedAt: null,
  });
  const { release } = holdFirst(API_KEYS.userAchievements, { body: { data: { data: [entry(10)] } } }, { body: { data: { data: [entry(20)] } } });
  const view = renderHook(() => useAchievements('en'));
  await waitFor(() => expect(asked(API_KEYS.userAchievements)).toBe(1));
  act(() => dispatchRealtime({ type: REALTIME_EVENTS.achievementProgress, achievementId: 3, progress: 20, isCompleted: false }));
  release();
  await waitFor(() => expect(view.result.current.state).toEqual({ status: 'ready', list: [entry(20)] }));
});

it('compoints: a balance told while the shop’s config is loading does not leave it empty', async () => {
  const config = (balance: number) => ({ balance, rates: [], texts: {} }) as unknown as CompointsConfigDto;
  const { release } = holdFirst(API_KEYS.compointsConfig, { body: { data: config(3) } }, { body: { data: config(8) } });
  const view = renderHook(() => useCompointsConfig('en').data);
  await waitFor(() => expect(asked(API_KEYS.compointsConfig)).toBe(1));
  act(() => applyCompointsChanged({ type: REALTIME_EVENTS.compointsBalanceChanged, balance: 8 }));
  release();
  await waitFor(() => expect(view.result.current?.balance).toBe(8));
});

it('balance: a balance_changed while the balance is loading keeps the server’s win-back and compoints', async () => {
  const server = makeBalance({ balance: 4_000, winback: 300, compoint_balance: 7 });
  const { release } = holdFirst(API_KEYS.balance, { body: { data: makeBalance({ balance: 5_000, winback: 300, compoint_balance: 7 }) } }, { body: { data: server } });
  const view = renderHook(() => useView<BalanceDto>(API_KEYS.balance, fetchData));
  await waitFor(() => expect(asked(API_KEYS.balance)).toBe(1));
  // The ledger's message knows neither the win-back nor the compoints (it sends 0).
  act(() => setLiveBalance(makeBalance({ balance: 4_000, winback: 0, compoint_balance: 0 })));
  release();
  await waitFor(() => expect(view.result.current).toEqual(server));
});

it('gifts: a cashbox pick saved while the list is loading does not empty the list', async () => {
  api.on('POST', '/json-api/user-gifts/cashbox-select', { body: { data: { success: true } } });
  const list = (picked: boolean): GiftDto[] => [gift(1, { cashboxSelected: picked }), gift(2)];
  const { release } = holdFirst(API_KEYS.gifts, { body: { data: { data: list(false) } } }, { body: { data: { data: list(true) } } });
  const view = renderHook(() => useView<GiftDto[]>(API_KEYS.gifts, fetchInner));
  await waitFor(() => expect(asked(API_KEYS.gifts)).toBe(1));
  await act(async () => {
    await saveCashboxPick(1);
  });
  release();
  await waitFor(() => expect(view.result.current).toEqual(list(true)));
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ReactNode } from 'react';
import LiveWinners from '@/components/lobby/live-winners';
import { REALTIME_EVENTS, SITE_ROOM } from '@/lib/domain/realtime/realtime-events';
import type { WinnerDto } from '@/lib/domain/winners/winners';
import { formatMoney } from '@/lib/domain/money';
import { dispatchRealtime } from '@/lib/client/realtime/realtime-events';
import { followRooms } from '@/lib/client/realtime/follow-rooms';
import { jsonApi } from '@/lib/client/json-api';
import { renderRu } from './intl';

jest.mock('@/lib/client/json-api', () => ({ jsonApi: jest.fn() }));
// The room itself is realtime/follow-rooms.ts's (tested there): here the list's listeners only.
jest.mock('@/lib/client/realtime/follow-rooms', () => ({
  followRooms: jest.fn((_rooms: string[], _key: unknown[], _guest: boolean, listeners: Array<() => void>) => () => listeners.forEach((off) => off())),
}));

const winner = (id: number, userName: string, amount = 150_000): WinnerDto => ({
  id,
  userName,
  amount,
  currency: 'RUB',
  wonAt: new Date(Date.UTC(2026, 11, 2, 12, 0, id)).toISOString(),
  game: { slug: 'cherry-blaze', name: 'Cherry Blaze', preview: '/generated/games/cherry-blaze.webp' },
});

/** A fresh SWR cache per test, as a page load has. */
const fresh = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;

function show(list: WinnerDto[]) {
  jest.mocked(jsonApi).mockResolvedValue({ data: list });
  return renderRu(
    fresh({
      children: (
        <LiveWinners locale="ru" variant="main">
          <p>server list</p>
        </LiveWinners>
      ),
    }),
  );
}

const names = () => within(screen.getByTestId('lobby-winners')).getAllByRole('listitem').map((li) => li.querySelector('[class*="winnerUser"]')?.textContent);

afterEach(() => jest.clearAllMocks());

it('reads the list again, then puts a new big win on top live, keeping the length', async () => {
  const list = Array.from({ length: 30 }, (_, i) => winner(100 - i, `P${i}***`));
  show(list);
  expect(screen.getByText('server list')).toBeTruthy();
  await waitFor(() => expect(screen.getByTestId('lobby-winners').getAttribute('data-live')).toBe('true'));
  expect(jsonApi).toHaveBeenCalledWith('/api/winners', { query: { limit: 30 } });
  expect(jest.mocked(followRooms).mock.calls[0]?.[0]).toEqual([SITE_ROOM]);

  act(() => dispatchRealtime({ type: REALTIME_EVENTS.winnerAdded, winner: winner(101, 'Zep***', 1_234_500) }));
  await waitFor(() => expect(names()[0]).toBe('Zep***'));
  expect(names()).toHaveLength(30);
  expect(names()[1]).toBe('P0***');
  expect(screen.getByTestId('lobby-winners').textContent).toContain(formatMoney(1_234_500, 'RUB', 'ru'));

  // The same event heard again (a second instance, a reconnect) is not shown twice.
  act(() => dispatchRealtime({ type: REALTIME_EVENTS.winnerAdded, winner: winner(101, 'Zep***', 1_234_500) }));
  await waitFor(() => expect(names().filter((n) => n === 'Zep***')).toHaveLength(1));
});

it('a shorter list grows by the new win', async () => {
  show([winner(5, 'Ale***')]);
  await waitFor(() => expect(names()).toEqual(['Ale***']));
  act(() => dispatchRealtime({ type: REALTIME_EVENTS.winnerAdded, winner: winner(6, 'Mar***') }));
  await waitFor(() => expect(names()).toEqual(['Mar***', 'Ale***']));
});

import { act, screen } from '@testing-library/react';
import { REALTIME_EVENTS, SITE_ROOM } from '@/lib/domain/realtime/realtime-events';
import { dispatchRealtime } from '@/lib/client/realtime/realtime-events';
import { joinRooms, leaveRooms, openRealtime } from '@/lib/client/realtime/realtime-connection';
import LivePlayersOnline from '@/components/producers/players-online-live';
import { renderRu } from '../components/intl';

jest.mock('@/lib/client/realtime/realtime-connection', () => ({ openRealtime: jest.fn(), joinRooms: jest.fn(), leaveRooms: jest.fn() }));
jest.mock('@/lib/client/session/session-store', () => ({ startSession: jest.fn(), useSession: () => ({ status: 'guest' }) }));

/**
 * A producer's players online on a visitor's page follow room `site` (spec platform §3 "updated
 * live"): each count shows the page's number until `players_online_changed` brings another.
 */
function Counts() {
  return (
    <>
      <LivePlayersOnline slug="tidewater" count={0} />
      <LivePlayersOnline slug="lucky-lynx" count={12} />
    </>
  );
}

const shown = () => screen.queryAllByText(/онлайн/).map((e) => e.textContent);

it('shows the page counts, then every count a change brings, over one room joined on a visitor socket', async () => {
  const { unmount } = renderRu(<Counts />);
  expect(shown()).toEqual(['12 игроков онлайн']);
  await act(async () => {
    await Promise.resolve();
  });
  expect(openRealtime).toHaveBeenCalledWith(null);
  expect((joinRooms as jest.Mock).mock.calls).toEqual([[[SITE_ROOM]]]);

  await act(async () => {
    dispatchRealtime({ type: REALTIME_EVENTS.playersOnlineChanged, producers: { tidewater: 1, 'lucky-lynx': 11 } });
    await Promise.resolve();
  });
  expect(shown()).toEqual(['1 игрок онлайн', '11 игроков онлайн']);

  // A malformed message changes nothing.
  await act(async () => {
    dispatchRealtime({ type: REALTIME_EVENTS.playersOnlineChanged, producers: { tidewater: -3 } });
    await Promise.resolve();
  });
  expect(shown()).toEqual(['1 игрок онлайн', '11 игроков онлайн']);

  unmount();
  expect((leaveRooms as jest.Mock).mock.calls).toEqual([[[SITE_ROOM]]]);
});

it('reads every count again after the socket came back, past the browser cache, and shows what it read', async () => {
  const answer = { data: { data: [{ slug: 'tidewater', playersOnline: 0 }, { slug: 'lucky-lynx', playersOnline: 7 }] } };
  const fetched = jest.fn(async (_url: string, _init?: RequestInit) => ({ ok: true, status: 200, json: async () => answer }) as Response);
  global.fetch = fetched as unknown as typeof fetch;
  const { unmount } = renderRu(<Counts />);
  await act(async () => {
    dispatchRealtime({ type: REALTIME_EVENTS.playersOnlineChanged, producers: { tidewater: 1, 'lucky-lynx': 12 } });
    await Promise.resolve();
  });
  expect(shown()).toEqual(['1 игрок онлайн', '12 игроков онлайн']);
  expect(fetched).not.toHaveBeenCalled();

  // The close that took Tidewater back to 0 was told while the socket was down.
  await act(async () => {
    dispatchRealtime({ type: REALTIME_EVENTS.reconnected });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(shown()).toEqual(['7 игроков онлайн']);
  const [url, init] = fetched.mock.calls[0]!;
  expect(url).toContain('/json-api/v2/categories?filter%5Btype%5D=producer');
  expect(init?.cache).toBe('no-cache');
  unmount();
});

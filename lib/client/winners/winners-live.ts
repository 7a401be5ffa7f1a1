import useSWR, { type KeyedMutator } from 'swr';
import { WINNERS_LIMIT } from '@/lib/domain/constants';
import { REALTIME_EVENTS, SITE_ROOM } from '@/lib/domain/realtime/realtime-events';
import type { WinnerDto } from '@/lib/domain/winners/winners';
import { jsonApi } from '@/lib/client/json-api';
import { followRooms } from '@/lib/client/realtime/follow-rooms';
import { onRealtimeEvent } from '@/lib/client/realtime/realtime-events';
import { hasAuthHint } from '@/lib/client/session/auth-hint-cookie';
import { PLAYER_DATA } from '@/lib/client/swr/options';

/**
 * The lobby's winners list in the browser, live: read once the page has loaded (GET
 * /api/winners: the lobby's HTML may be up to a minute old), then each `winner_added` of room
 * `site` goes on top, the list keeping its length (WINNERS_LIMIT). A guest's tab has no player
 * socket, so the list opens an anonymous one; a player's rides on the session's (session-listeners.ts).
 */
export const WINNERS_KEY = ['/api/winners', WINNERS_LIMIT] as const;

const fetchWinners = async ([path, limit]: typeof WINNERS_KEY) => (await jsonApi<{ data: WinnerDto[] }>(path, { query: { limit } })).data;

export function useLiveWinners(): { winners: WinnerDto[] | undefined; mutate: KeyedMutator<WinnerDto[]> } {
  const { data, mutate } = useSWR<WinnerDto[]>(WINNERS_KEY, fetchWinners, { ...PLAYER_DATA, revalidateOnFocus: false });
  return { winners: data, mutate };
}

const isWinner = (value: unknown): value is WinnerDto => {
  const w = value as Partial<WinnerDto> | null;
  return !!w && typeof w.id === 'number' && typeof w.userName === 'string' && typeof w.amount === 'number' && typeof w.currency === 'string' && typeof w.wonAt === 'string';
};

/** The new winner on top, once (an event heard twice, or already read, is not repeated). */
export function withWinner(list: readonly WinnerDto[], winner: WinnerDto): WinnerDto[] {
  return [winner, ...list.filter((w) => w.id !== winner.id)].slice(0, WINNERS_LIMIT);
}

/** Follows room `site` for new winners into the list's SWR entry (`mutate`, useLiveWinners'); returns the unsubscribe. */
export function followWinners(mutate: KeyedMutator<WinnerDto[]>): () => void {
  const listeners = [
    onRealtimeEvent(REALTIME_EVENTS.winnerAdded, ({ winner }) => {
      if (!isWinner(winner)) return;
      // Not read yet: the read under way (or the next one) has it, the round committed before this.
      void mutate((list) => (list ? withWinner(list, winner) : list), { revalidate: false });
    }),
  ];
  return followRooms([SITE_ROOM], [...WINNERS_KEY], !hasAuthHint(), listeners);
}

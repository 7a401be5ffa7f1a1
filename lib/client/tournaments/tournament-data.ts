import { useEffect } from 'react';
import useSWR from 'swr';
import type { GameDto } from '@/lib/domain/catalog/catalog-types';
import type { TournamentDto, TournamentSeriesDto } from '@/lib/domain/tournaments/tournaments';
import { jsonApi } from '@/lib/client/json-api';
import { startSession, useSession } from '@/lib/client/session/session-store';
import { SERIES_PATH, TOURNAMENTS_PATH } from '@/lib/client/swr/api-keys';
import { PLAYER_DATA } from '@/lib/client/swr/options';

/**
 * Tournaments in the browser (docs/API.md "Tournaments"). The pages are rendered on the server
 * for every visitor (ISR) with the guest's view; these hooks read the same calls again for a
 * player, whose answer adds the personal fields (member, chosen, crown, isItsMe, opponents). The
 * key carries the player's id: a login or a logout (spec platform §4) changes it, so the player's
 * view is loaded on login and the guest's is back on logout without any other reset.
 */
export type ViewerKey = number | 'guest';

export const tournamentListKey = (locale: string, viewer: ViewerKey, seriesId?: number) => [TOURNAMENTS_PATH, locale, viewer, seriesId ?? null] as const;
export const tournamentKey = (slug: string, locale: string, viewer: ViewerKey) => [`${TOURNAMENTS_PATH}/${slug}`, locale, viewer] as const;
export const seriesKey = (slug: string, locale: string, viewer: ViewerKey) => [`${SERIES_PATH}/${slug}`, locale, viewer] as const;

async function fetchDto<T>([path, locale, , seriesId]: readonly [string, string, ViewerKey, (number | null)?]): Promise<T> {
  return (await jsonApi<{ data: T }>(path, { locale, query: seriesId ? { seriesId } : {} })).data;
}

/** The viewer while the session is known: the player's id, 'guest', or null while still unknown (no request yet). */
export function useViewer(): { viewer: ViewerKey | null; userId: number | null; compoints: number | null } {
  const session = useSession();
  // A guest's header loads no session code: the tournament islands learn who is here themselves.
  useEffect(() => startSession(), []);
  if (session.status === 'player') return { viewer: session.profile.user_id, userId: session.profile.user_id, compoints: session.balance?.compoint_balance ?? null };
  return { viewer: session.status === 'guest' ? 'guest' : null, userId: null, compoints: null };
}

/**
 * The server's copy is the guest's view and shown as it is; only a player asks again (a guest would
 * get the same answer the page already has).
 */
export function useTournamentList(locale: string, initial: TournamentDto[], seriesId?: number) {
  return usePlayerTournamentList(locale, initial, seriesId).list;
}

/** The list with whether the player's own view has arrived (the join flow waits for it: it names the tournament left). */
export function usePlayerTournamentList(locale: string, initial: TournamentDto[], seriesId?: number) {
  const { viewer } = useViewer();
  const key = typeof viewer === 'number' ? tournamentListKey(locale, viewer, seriesId) : null;
  const { data } = useSWR<TournamentDto[]>(key, fetchDto<TournamentDto[]>, PLAYER_DATA);
  return { list: data ?? initial, loaded: data !== undefined };
}

/** `loaded`: the answer for this viewer has arrived (a player's view is not the page's guest copy until then). */
export function useTournament(slug: string, locale: string, initial: TournamentDto) {
  const { viewer } = useViewer();
  const key = typeof viewer === 'number' ? tournamentKey(slug, locale, viewer) : viewer === 'guest' ? tournamentKey(slug, locale, 'guest') : null;
  // The guest's key has the page's copy as fallback: live events write into it like a player's.
  const { data } = useSWR<TournamentDto>(key, fetchDto<TournamentDto>, { ...PLAYER_DATA, fallbackData: viewer === 'guest' ? initial : undefined, revalidateOnMount: viewer !== 'guest' });
  return { tournament: data ?? initial, key, loaded: data !== undefined };
}

export function useSeries(slug: string, locale: string, initial: TournamentSeriesDto) {
  const { viewer } = useViewer();
  const key = viewer === null ? null : seriesKey(slug, locale, viewer);
  const { data } = useSWR<TournamentSeriesDto>(key, fetchDto<TournamentSeriesDto>, { ...PLAYER_DATA, fallbackData: viewer === 'guest' ? initial : undefined, revalidateOnMount: viewer !== 'guest' });
  return { series: data ?? initial, key };
}

type GamesAnswer = { data: GameDto[]; meta: { totalItems: number; pages: number } };

const fetchFirstGames = ([path, locale, , limit]: readonly [string, string, number, number]) =>
  jsonApi<{ data: GamesAnswer }>(path, { locale, query: { page: 1, limit } }).then((answer) => answer.data);

/**
 * The first page of a private tournament's games (docs/ARCHITECTURE.md "Who sees a tournament"):
 * the server's page is the visitor's view and holds none, so a player's browser asks once the
 * player's own view of the tournament says it is not blocked for them. `blocked` follows that
 * view (the page's copy until it arrives); `page` is undefined until the games are here.
 */
export function useMemberGames(initial: TournamentDto, locale: string, limit: number) {
  const { tournament, loaded } = useTournament(initial.slug, locale, initial);
  const { viewer } = useViewer();
  const key = typeof viewer === 'number' && loaded && !tournament.isBlockedForUser ? ([`${TOURNAMENTS_PATH}/${initial.slug}/games`, locale, viewer, limit] as const) : null;
  const { data, error } = useSWR<GamesAnswer>(key, fetchFirstGames, PLAYER_DATA);
  return { page: data, failed: error !== undefined, blocked: tournament.isBlockedForUser, viewer, loaded };
}

/** GET …/{slug}/games: one page of the tournament's games search (spec §9: 10 a page). */
export async function fetchTournamentGames(slug: string, query: { q?: string; page: number; limit: number }, locale: string, signal?: AbortSignal) {
  const answer = await jsonApi<{ data: GamesAnswer }>(`${TOURNAMENTS_PATH}/${slug}/games`, {
    query,
    locale,
    signal,
  });
  return answer.data;
}

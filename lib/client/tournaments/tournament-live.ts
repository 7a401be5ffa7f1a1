import { mutate } from 'swr';
import { REALTIME_EVENTS } from '@/lib/domain/realtime/realtime-events';
import { TOURNAMENT_LIMITS, tournamentRoom, tournamentSeriesRoom, type TournamentDto, type TournamentLeaderDto, type TournamentSeriesDto } from '@/lib/domain/tournaments/tournaments';
import { onRealtimeEvent } from '@/lib/client/realtime/realtime-events';
import { followRooms } from '@/lib/client/realtime/follow-rooms';

/**
 * Live tables (spec §7 "tournament leaders and opponents updates"): a tournament or series page
 * follows its room over the tab's one socket and writes each update into its SWR entry with
 * `mutate`, marking the player's own row by comparing ids (a room broadcast knows no viewer).
 * Following the rooms themselves is follow-rooms.ts.
 */
type Key = readonly unknown[];

const isRow = (value: unknown): value is TournamentLeaderDto => {
  if (!value || typeof value !== 'object') return false;
  const r = value as Record<string, unknown>;
  return Number.isSafeInteger(r.userId) && typeof r.username === 'string' && Number.isSafeInteger(r.position) && typeof r.score === 'number';
};

/** The rows of a socket message, checked, with isItsMe the browser's own conclusion. */
export function liveRows(value: unknown, userId: number | null, limit: number): TournamentLeaderDto[] | null {
  if (!Array.isArray(value) || !value.every(isRow)) return null;
  return value.slice(0, limit).map((row) => ({ ...row, isItsMe: userId !== null && row.userId === userId }));
}

/** Follows `tournament:<id>` and the player's opponents; returns the unsubscribe. */
export function followTournament(id: number, key: Key, userId: number | null): () => void {
  const listeners = [
    onRealtimeEvent(REALTIME_EVENTS.tournamentLeaders, (message) => {
      const leaders = liveRows(message.leaders, userId, TOURNAMENT_LIMITS.table);
      if (message.tournamentId !== id || !leaders) return;
      const membersCount: unknown = message.membersCount;
      void mutate<TournamentDto>(key, (t) => (t ? { ...t, leaders, membersCount: Number.isSafeInteger(membersCount) ? (membersCount as number) : t.membersCount } : t), {
        revalidate: false,
      });
    }),
    onRealtimeEvent(REALTIME_EVENTS.tournamentOpponents, (message) => {
      const opponents = liveRows(message.opponents, userId, 3);
      if (message.tournamentId !== id || !opponents) return;
      void mutate<TournamentDto>(key, (t) => (t ? { ...t, opponents } : t), { revalidate: false });
    }),
    // Finished: status, final positions and prizes come with the page's own read.
    onRealtimeEvent(REALTIME_EVENTS.tournamentFinished, (message) => {
      if (message.tournamentId === id) void mutate(key);
    }),
  ];
  return followRooms([tournamentRoom(id)], key, userId === null, listeners);
}

/** Follows `tournament-series:<id>` and the player's series opponents. */
export function followSeries(id: number, key: Key, userId: number | null): () => void {
  const listeners = [
    onRealtimeEvent(REALTIME_EVENTS.tournamentSeriesLeaders, (message) => {
      const leaders = liveRows(message.leaders, userId, TOURNAMENT_LIMITS.table);
      if (message.seriesId !== id || !leaders) return;
      void mutate<TournamentSeriesDto>(key, (s) => (s ? { ...s, leaders } : s), { revalidate: false });
    }),
    onRealtimeEvent(REALTIME_EVENTS.tournamentSeriesOpponents, (message) => {
      const opponents = liveRows(message.opponents, userId, 3);
      if (message.seriesId !== id || !opponents) return;
      void mutate<TournamentSeriesDto>(key, (s) => (s ? { ...s, opponents } : s), { revalidate: false });
    }),
  ];
  return followRooms([tournamentSeriesRoom(id)], key, userId === null, listeners);
}

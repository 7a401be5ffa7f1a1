import { useEffect } from 'react';
import useSWR, { mutate } from 'swr';
import type { CategoryDto } from '@/lib/domain/catalog/catalog-types';
import { REALTIME_EVENTS, SITE_ROOM } from '@/lib/domain/realtime/realtime-events';
import { jsonApi } from '@/lib/client/json-api';
import { followRooms } from '@/lib/client/realtime/follow-rooms';
import { onRealtimeEvent } from '@/lib/client/realtime/realtime-events';
import { startSession, useSession } from '@/lib/client/session/session-store';

/**
 * The producers' players online, live (spec platform §3 "updated live"): one SWR entry, producer
 * slug → count, that every count on the page reads. The page's HTML carries the counts it was made
 * with; `players_online_changed` (room `site`, lib/platform/catalog/players-online.ts) writes every
 * producer's count into the entry when one moved, so nothing is read per page view. Only a socket
 * back after a drop reads the producers list again (what moved meanwhile never reached the tab).
 */
export type PlayersOnline = Record<string, number>;

const KEY = ['/json-api/v2/categories', 'producer', 'playersOnline'] as const;

async function fetchPlayersOnline(): Promise<PlayersOnline> {
  // Read only after a drop: the counts of now, not a copy the browser kept (the answer is public for a minute).
  const answer = await jsonApi<{ data: { data: CategoryDto[] } }>('/json-api/v2/categories', { query: { 'filter[type]': 'producer' }, fresh: true });
  return Object.fromEntries(answer.data.data.map((p) => [p.slug, p.playersOnline ?? 0]));
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** The counts of a socket message, checked (the socket is a way in like any other); null when malformed. */
export function countsOf(value: unknown): PlayersOnline | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const entries = Object.entries(value as Record<string, unknown>);
  return entries.every(([, n]) => isCount(n)) ? Object.fromEntries(entries as [string, number][]) : null;
}

/** How many counts on the page follow the room: the first joins it, the last leaves it. */
let followers = 0;
let stopFollowing: (() => void) | null = null;

function follow(isGuest: boolean): () => void {
  followers += 1;
  if (followers === 1) {
    const listeners = [
      onRealtimeEvent(REALTIME_EVENTS.playersOnlineChanged, (message) => {
        const counts = countsOf(message.producers);
        if (counts) void mutate<PlayersOnline>(KEY, (current) => ({ ...current, ...counts }), { revalidate: false });
      }),
    ];
    stopFollowing = followRooms([SITE_ROOM], KEY, isGuest, listeners);
  }
  return () => {
    followers -= 1;
    if (followers === 0) {
      stopFollowing?.();
      stopFollowing = null;
    }
  };
}

/** The live count of `slug`, `initial` (the page's) until an event or a new read says otherwise. */
export function usePlayersOnline(slug: string, initial: number): number {
  const { status } = useSession();
  // A guest's page loads no session code: the counts learn who is here themselves.
  useEffect(() => startSession(), []);
  useEffect(() => (status === 'unknown' ? undefined : follow(status === 'guest')), [status]);
  const { data } = useSWR<PlayersOnline>(KEY, fetchPlayersOnline, {
    revalidateOnMount: false,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  return data?.[slug] ?? initial;
}

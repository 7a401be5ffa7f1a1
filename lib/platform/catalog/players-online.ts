import 'server-only';
import { processState } from '@/lib/platform/process-state';
import { sql } from 'drizzle-orm';
import { REALTIME_EVENTS, SITE_ROOM, type RealtimeEventOf } from '@/lib/domain/realtime/realtime-events';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { queryRows } from '@/lib/platform/db/driver-query';
import { categories, gameRounds, gameSessions, games } from '@/lib/platform/db/schema';
import { log } from '@/lib/platform/log/logger';
import { startPeriodicSweep } from '@/lib/platform/periodic-sweep';
import { deliverLocally } from '@/lib/platform/realtime/bus';

/**
 * A producer's players online (spec platform §3 "playersOnline (updated live)"): how many game
 * sessions of its games are open now, counted in the database, so every instance shows the same.
 *
 * Open means active (not stopped by a second window, a logout, a password restore or an
 * exclusion) AND used lately: opened, or a round played in it, within ONLINE_IDLE_MS, and not
 * closed by its player since (`left_at`: the frame's close or the tab going away tells the
 * server, games/game-sessions.ts markGameSessionLeft). Sessions never expire on their own — a
 * tab killed without a word, or a guest's demo left for another game, stays `active` for ever —
 * so "active" alone would only ever grow.
 *
 * The count is kept in `categories.players_online`: a refresher on every instance reads what was
 * used since its last look and counts (PlayersOnlineCounter), the rows that differ rewritten, every
 * PLAYERS_ONLINE_REFRESH_MS, and sooner after a game session of its own opened or stopped
 * (`nudgePlayersOnline`). Pages and the producers API read the column with the row they read
 * anyway: no query per page view. Each instance keeps the counts it last read and, when they
 * moved, tells its own sockets in room `site` (every lobby follows it); as every instance reads
 * the database, no fan-out is needed (the promo popup's pattern, promotions/promotion-popup.ts).
 * A socket joining the room is sent the last counts at once (playersOnlineSnapshot).
 */

/** A session neither opened nor played in for this long is no longer counted. */
export const ONLINE_IDLE_MS = 10 * 60_000;

/** The refresher's period: PLAYERS_ONLINE_REFRESH_MS (milliseconds, at least 100), 10 s by default. */
export function playersOnlineRefreshMs(raw = process.env.PLAYERS_ONLINE_REFRESH_MS): number {
  const n = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isSafeInteger(n) && n >= 100 ? n : 10_000;
}

/** A burst of opened and stopped games costs one refresh, this long after the first of them. */
const NUDGE_DELAY_MS = 500;

/** Producer slug → players online. */
export type PlayersOnline = Record<string, number>;

/**
 * Rounds and sessions that may have been written with a time older than the last look (a
 * transaction stamps its rows when it starts and commits later) are found by looking this far
 * back again each time.
 */
const LOOK_BACK_MS = 30_000;

/**
 * The sessions used lately, as one instance knows them: each refresh reads only what happened
 * since its last look (LOOK_BACK_MS earlier), not every round of ONLINE_IDLE_MS. Why: on the
 * embedded database the query runs in the server's own thread, and reading every round of ten
 * minutes (one per round played, by game from the rounds' (game, time) index) held the event
 * loop about 100 ms every period under 100 rounds a second — every player's round waited. The
 * first refresh reads the whole window; the counts are the same as a full read's.
 */
export class PlayersOnlineCounter {
  /** Session id → when it was last opened or played in (ms). */
  private readonly lastUsed = new Map<string, number>();
  /** Session id → when its player last closed it (ms): counted only if used after that. */
  private readonly leftAt = new Map<string, number>();
  private lookedAt: number | null = null;

  /** Counts the open sessions per producer and writes the counts that differ, in two statements. */
  async refresh(db: Executor): Promise<PlayersOnline> {
    const at = now().getTime();
    const idleBefore = at - ONLINE_IDLE_MS;
    const from = new Date(this.lookedAt === null ? idleBefore : Math.max(idleBefore, this.lookedAt - LOOK_BACK_MS)).toISOString();
    const seen = await queryRows<{ id: string; at: number | string; left: boolean }>(
      db,
      sql`select s.id, extract(epoch from s.created_at) * 1000 as at, false as left from ${gameSessions} s
            where s.status = 'active' and s.created_at > ${from}::timestamptz
          union all
          select s.id, extract(epoch from s.left_at) * 1000, true from ${gameSessions} s
            where s.left_at > ${from}::timestamptz
          union all
          select played.session_id, extract(epoch from played.at) * 1000, false from ${games} g
            cross join lateral (
              select r.session_id, max(r.created_at) as at from ${gameRounds} r
                where r.game_id = g.id and r.created_at > ${from}::timestamptz group by r.session_id
            ) played`,
    );
    for (const row of seen) {
      const times = row.left ? this.leftAt : this.lastUsed;
      times.set(row.id, Math.max(times.get(row.id) ?? 0, Number(row.at)));
    }
    for (const times of [this.lastUsed, this.leftAt]) for (const [id, time] of times) if (time <= idleBefore) times.delete(id);
    this.lookedAt = at;
    const open = [...this.lastUsed].filter(([id, used]) => used > (this.leftAt.get(id) ?? 0)).map(([id]) => id);
    return writeCounts(db, open);
  }
}

/**
 * Of these sessions, the ones still active, counted by producer; the producers' rows whose
 * number differs rewritten. One statement; the ids travel as one text parameter (hex, no commas).
 */
async function writeCounts(db: Executor, sessionIds: string[]): Promise<PlayersOnline> {
  const rows = await queryRows<{ slug: string; n: number | string }>(
    db,
    sql`with open_sessions as (
        select s.game_id from ${gameSessions} s
          where s.id = any(string_to_array(${sessionIds.join(',')}, ',')) and s.status = 'active'
      ),
      counted as (
        select g.producer_id, count(*)::int as n from open_sessions o join ${games} g on g.id = o.game_id group by g.producer_id
      ),
      fresh as (
        select c.id, c.slug, coalesce(counted.n, 0) as n from ${categories} c left join counted on counted.producer_id = c.id
          where c.type = 'producer'
      ),
      written as (
        update ${categories} c set players_online = fresh.n from fresh where c.id = fresh.id and c.players_online <> fresh.n returning c.id
      )
      select slug, n from fresh`,
  );
  return Object.fromEntries(rows.map((r) => [r.slug, Number(r.n)]));
}

/** One full count (a command, a test): what a refresher's first look finds. */
export function refreshPlayersOnline(db: Executor): Promise<PlayersOnline> {
  return new PlayersOnlineCounter().refresh(db);
}

const refresher = processState('players-online', (): { nudge: (() => void) | null; counts: PlayersOnline | null } => ({ nudge: null, counts: null }));

/**
 * The counts this instance's refresher last read, as the event that carries them: what a socket
 * joining room `site` is sent at once (site-realtime.ts), so a lobby whose HTML was made up to a
 * minute ago shows the counts of now. Null before the first read or with no refresher.
 */
export function playersOnlineSnapshot(): RealtimeEventOf<typeof REALTIME_EVENTS.playersOnlineChanged> | null {
  return refresher.counts ? { type: REALTIME_EVENTS.playersOnlineChanged, producers: refresher.counts } : null;
}

/**
 * A game session of this instance opened or stopped: its refresher runs soon rather than at its
 * next period (the process's one refresher, process-state.ts); with no refresher started (a test, a command) it does nothing.
 */
export function nudgePlayersOnline(): void {
  refresher.nudge?.();
}

const sameCounts = (a: PlayersOnline, b: PlayersOnline) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
};

/** Started by server.ts (tests start their own). Returns the stop. */
export function startPlayersOnlineRefresh(db: Executor, intervalMs = playersOnlineRefreshMs()): () => void {
  const counter = new PlayersOnlineCounter();
  // The counts this refresher last read: what a change is told against, and the joining sockets' snapshot.
  refresher.counts = null;
  let running = false;
  let again = false;
  const refresh = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const counts = await counter.refresh(db);
        // The first read has nothing to compare with: the pages were made from the column.
        if (refresher.counts !== null && !sameCounts(refresher.counts, counts)) deliverLocally(SITE_ROOM, { type: REALTIME_EVENTS.playersOnlineChanged, producers: counts });
        refresher.counts = counts;
      } while (again);
    } finally {
      running = false;
    }
  };
  const stopSweep = startPeriodicSweep('catalog: players online', intervalMs, refresh);
  let soon: ReturnType<typeof setTimeout> | null = null;
  const nudge = () => {
    if (soon) return;
    soon = setTimeout(() => {
      soon = null;
      refresh().catch((error: unknown) => log.error('catalog: players online: the refresh failed; the next one retries', error));
    }, NUDGE_DELAY_MS);
    soon.unref();
  };
  refresher.nudge = nudge;
  return () => {
    stopSweep();
    if (soon) clearTimeout(soon);
    if (refresher.nudge === nudge) {
      refresher.nudge = null;
      refresher.counts = null;
    }
  };
}

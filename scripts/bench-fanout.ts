import { WebSocket } from 'ws';
import { REALTIME_EVENTS, type RealtimeEvent } from '@/lib/domain/realtime/realtime-events';
import { TOURNAMENT_LIMITS, tournamentRoom } from '@/lib/domain/tournaments/tournaments';

/**
 * The live-table fan-out figure: `sockets` clients connected to the server's /ws, all
 * in one tournament's room, and one leaderboard-sized update published to that room; the time
 * from publishing to the last socket receiving it. The update is published the way another
 * instance publishes (pg NOTIFY on the bus channel, lib/platform/realtime/pg-transport.ts), so
 * it needs PostgreSQL; the server then delivers it to its sockets. Best and worst of `tries`.
 */
const CHANNEL = 'croupier_events';
const OPEN_AT_ONCE = 250;

export interface FanoutFigure {
  sockets: number;
  bytes: number;
  bestMs: number;
  worstMs: number;
}

function leaderboard(tournamentId: number, round: number): RealtimeEvent {
  const leaders = Array.from({ length: TOURNAMENT_LIMITS.table }, (_, i) => ({
    userId: 1_000 + i,
    username: `Bench${String(i + 1).padStart(3, '0')}`,
    position: i + 1,
    score: (100 - i) * 1_000 + round,
    isItsMe: false,
  }));
  return { type: REALTIME_EVENTS.tournamentLeaders, tournamentId, leaders, membersCount: 50 };
}

/**
 * The n-th socket's visitor address, told the way a proxy tells it (the bench's server runs with
 * TRUST_PROXY=1): the server keeps 20 sockets per client address (realtime-limits.ts), and the
 * figure is of many visitors, not of one address opening thousands.
 */
const visitor = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function openSockets(url: string, room: string, count: number): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  let opened = 0;
  const openOne = () =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(url, { headers: { 'x-forwarded-for': visitor(opened++) } });
      ws.once('error', reject);
      ws.once('open', () => ws.send(JSON.stringify({ type: 'jointoroom', rooms: [room] })));
      ws.once('message', () => resolve(ws));
    });
  for (let i = 0; i < count; i += OPEN_AT_ONCE) {
    sockets.push(...(await Promise.all(Array.from({ length: Math.min(OPEN_AT_ONCE, count - i) }, openOne))));
  }
  return sockets;
}

export async function measureFanout(base: string, databaseUrl: string, tournamentSlug: string, sockets: number, tries = 5): Promise<FanoutFigure> {
  const { Client } = await import('pg');
  const pg = new Client({ connectionString: databaseUrl });
  await pg.connect();
  const found = await pg.query<{ id: number }>('select id from tournaments where slug = $1', [tournamentSlug]);
  const tournamentId = found.rows[0]?.id;
  if (tournamentId === undefined) throw new Error(`fan-out: no tournament ${tournamentSlug}`);
  const room = tournamentRoom(tournamentId);
  const clients = await openSockets(`${base.replace(/^http/, 'ws')}/ws`, room, sockets);
  const times: number[] = [];
  let bytes = 0;
  try {
    for (let round = 0; round < tries; round += 1) {
      const message = leaderboard(tournamentId, round);
      const payload = JSON.stringify({ room, message });
      bytes = Buffer.byteLength(JSON.stringify(message));
      let left = clients.length;
      const done = new Promise<void>((resolve) => {
        for (const ws of clients) {
          ws.once('message', () => {
            left -= 1;
            if (left === 0) resolve();
          });
        }
      });
      const sent = performance.now();
      await pg.query('select pg_notify($1, $2)', [CHANNEL, payload]);
      await done;
      times.push(performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  } finally {
    for (const ws of clients) ws.terminate();
    await pg.end();
  }
  return { sockets: clients.length, bytes, bestMs: Math.min(...times), worstMs: Math.max(...times) };
}

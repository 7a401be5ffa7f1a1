import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { Db } from '@/lib/platform/db/client';
import { SESSION_COOKIE } from '@/lib/platform/auth/session-cookie';
import { createRealtimeServer } from '@/lib/platform/realtime/ws-server';
import { siteRealtimeOptions } from '@/lib/platform/site-realtime';

/**
 * The site's /ws server as server.ts wires it (siteRealtimeOptions: the session cookie, the room
 * rules), on a free port, and sockets that open it as a visitor or with a player's cookie.
 */
export interface SiteSockets {
  /** Opens a socket (with the player's session cookie, or none for a visitor) and asks to join `rooms`. */
  join: (cookie: string | null, rooms: string[]) => Promise<TestSocket>;
  close: () => Promise<void>;
}

export interface TestSocket {
  joined: string[];
  refused: string[];
  /** Every message the socket got so far. */
  inbox: Array<Record<string, unknown>>;
  /** Resolves once every message the server sent before now has arrived (a ping's pong follows them). */
  drained: () => Promise<void>;
  /** Resolves once the inbox satisfies `holds` (checked on every message). */
  until: (holds: (inbox: ReadonlyArray<Record<string, unknown>>) => boolean) => Promise<void>;
  close: () => void;
}

export async function startSiteSockets(db: Db): Promise<SiteSockets> {
  const realtime = createRealtimeServer(siteRealtimeOptions(db));
  const server: Server = createServer();
  server.on('upgrade', (req, socket, head) => realtime.upgrade(req, socket, head));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;
  const open: WebSocket[] = [];

  const join = async (cookie: string | null, rooms: string[]): Promise<TestSocket> => {
    const ws = new WebSocket(url, { headers: cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {} });
    open.push(ws);
    const inbox: Array<Record<string, unknown>> = [];
    const waiters: Array<() => void> = [];
    ws.on('message', (raw) => {
      inbox.push(JSON.parse(String(raw)) as Record<string, unknown>);
      waiters.splice(0).forEach((w) => w());
    });
    const next = async (type: string) => {
      for (let seen = 0; ; ) {
        const found = inbox.slice(seen).find((m) => m.type === type);
        if (found) return found;
        seen = inbox.length;
        await new Promise<void>((r) => waiters.push(r));
      }
    };
    await new Promise<void>((r) => ws.on('open', () => r()));
    ws.send(JSON.stringify({ type: 'jointoroom', rooms }));
    const joined = (await next('joined')).rooms as string[];
    const refusal = inbox.find((m) => m.type === 'error' && m.code === 'forbidden');
    let pings = 0;
    const drained = async () => {
      const want = ++pings;
      ws.send(JSON.stringify({ type: 'ping' }));
      while (inbox.filter((m) => m.type === 'pong').length < want) await new Promise<void>((r) => waiters.push(r));
    };
    const until = async (holds: (inbox: ReadonlyArray<Record<string, unknown>>) => boolean) => {
      while (!holds(inbox)) await new Promise<void>((r) => waiters.push(r));
    };
    return { joined, refused: (refusal?.rooms as string[] | undefined) ?? [], inbox, drained, until, close: () => ws.close() };
  };

  return {
    join,
    close: async () => {
      for (const ws of open) ws.close();
      await realtime.close();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

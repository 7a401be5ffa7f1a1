import 'server-only';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { z } from 'zod';
import { onMessage } from './bus';
import { REALTIME_LIMITS, socketsPerAddress, TRY_AGAIN_LATER_CLOSE_CODE } from './realtime-limits';
import { isSessionEnd, isSessionRoom, sessionRoom } from './session-sockets';
import type { SocketSession } from './socket-auth';
import { isAllowedSocketOrigin } from './socket-origin';
import { parseClientJson } from '@/lib/platform/http/body';
import { clientAddress, nodeHeaders, stampConnection } from '@/lib/platform/http/client-address';
import { REALTIME_REPLIES, REALTIME_REQUESTS, SESSION_ENDED_CLOSE_CODE, userRoom, type RealtimeEvent, type RealtimeReply } from '@/lib/domain/realtime/realtime-events';

/**
 * The /ws protocol of spec §7: the browser sends {type:"register", hash} to receive its own
 * events and {type:"jointoroom", rooms:[…]} to follow public rooms (tournaments, producers …).
 * Everything the server sends is a JSON object with a `type`: a room's events, and its replies
 * to this socket (both listed in lib/domain/realtime/realtime-events.ts).
 */
const clientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal(REALTIME_REQUESTS.register), hash: z.string().min(1).max(128) }),
  z.object({ type: z.literal(REALTIME_REQUESTS.joinRooms), rooms: z.array(z.string().min(1).max(128)).max(50) }),
  z.object({ type: z.literal(REALTIME_REQUESTS.leaveRooms), rooms: z.array(z.string().min(1).max(128)).max(50) }),
  z.object({ type: z.literal(REALTIME_REQUESTS.ping) }),
]);

/** Private rooms ("user:…", "session:…") can only be entered through `register`, never with jointoroom. */
const isPrivateRoom = (room: string) => room.startsWith('user:') || isSessionRoom(room);

export interface WsOptions {
  /**
   * Tells which player (hash) and login the connecting request's session cookie belongs to, or
   * null for a guest. `register` is accepted only for that hash, so nobody can listen to another
   * player's events, and joins the login's room too, so the socket closes when the login ends.
   */
  resolveSession: (req: IncomingMessage) => Promise<SocketSession | null>;
  /**
   * Whether the socket's player (null: a visitor) may follow a room asked for with `jointoroom`:
   * some rooms carry what only some players may see (a private tournament's table). The rooms
   * above this one decide (lib/platform/site-realtime.ts); a refusal or a failure leaves the
   * room out and tells the socket `{ type: 'error', code: 'forbidden', rooms }`.
   */
  mayJoinRoom: (room: string, session: SocketSession | null) => Promise<boolean>;
  /**
   * What a socket that just joined `room` is sent at once, before `joined`: the room's state as
   * this instance last knew it (null: nothing). A room's events say what moved; a page made a
   * minute ago (ISR) would otherwise show old figures until the next move.
   */
  joinSnapshot?: (room: string) => RealtimeEvent | null;
}

export function createRealtimeServer(options: WsOptions) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: REALTIME_LIMITS.maxPayloadBytes });
  const rooms = new Map<string, Set<WebSocket>>();
  const socketRooms = new WeakMap<WebSocket, Set<string>>();
  /** Open sockets per client address, at most `addressCap` (realtime-limits.ts). */
  const perAddress = new Map<string, number>();
  const addressCap = socketsPerAddress();
  const publicRoomCount = (ws: WebSocket) => [...(socketRooms.get(ws) ?? [])].filter((room) => !isPrivateRoom(room)).length;

  const join = (ws: WebSocket, room: string) => {
    let members = rooms.get(room);
    if (!members) rooms.set(room, (members = new Set()));
    members.add(ws);
    socketRooms.get(ws)?.add(room);
  };
  const leave = (ws: WebSocket, room: string) => {
    const members = rooms.get(room);
    members?.delete(ws);
    if (members && members.size === 0) rooms.delete(room);
    socketRooms.get(ws)?.delete(room);
  };
  const send = (ws: WebSocket, message: RealtimeReply) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
  };

  const unsubscribe = onMessage((room, message) => {
    const members = rooms.get(room);
    if (!members) return;
    const text = JSON.stringify(message);
    const ending = isSessionEnd(room, message);
    for (const ws of [...members]) {
      if (ws.readyState === ws.OPEN) ws.send(text);
      if (ending) {
        // Out of every room at once: nothing more reaches it while the close handshake runs.
        for (const joined of [...(socketRooms.get(ws) ?? [])]) leave(ws, joined);
        ws.close(SESSION_ENDED_CLOSE_CODE, 'session ended');
      }
    }
  });

  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    socketRooms.set(ws, new Set());
    let session: Promise<SocketSession | null> | null = null;
    // One request at a time per socket, in the order sent: a leaveroom never overtakes the
    // jointoroom before it while that one waits for its access check.
    let turn: Promise<unknown> = Promise.resolve();
    ws.on('message', (raw) => {
      turn = turn.then(() => onRequest(raw)).catch(() => undefined);
    });
    const onRequest = async (raw: RawData) => {
      let parsed;
      try {
        // A socket message is a body like any other: the same limits before parsing (http/body.ts).
        parsed = clientMessage.safeParse(parseClientJson(String(raw)));
      } catch {
        parsed = null;
      }
      if (!parsed?.success) return send(ws, { type: REALTIME_REPLIES.error, code: 'invalid_message' });
      const msg = parsed.data;
      if (msg.type === REALTIME_REQUESTS.ping) return send(ws, { type: REALTIME_REPLIES.pong });
      if (msg.type === REALTIME_REQUESTS.register) {
        session ??= options.resolveSession(req).catch(() => null);
        const owner = await session;
        if (owner?.userHash !== msg.hash) return send(ws, { type: REALTIME_REPLIES.error, code: 'unauthorized' });
        join(ws, userRoom(msg.hash));
        join(ws, sessionRoom(owner.sessionId));
        return send(ws, { type: REALTIME_REPLIES.registered });
      }
      const wanted = msg.rooms.filter((r) => !isPrivateRoom(r));
      if (msg.type === REALTIME_REQUESTS.leaveRooms) {
        for (const room of wanted) leave(ws, room);
        return send(ws, { type: REALTIME_REPLIES.left, rooms: wanted });
      }
      session ??= options.resolveSession(req).catch(() => null);
      const viewer = await session;
      const allowed = await Promise.all(wanted.map((room) => options.mayJoinRoom(room, viewer).catch(() => false)));
      // Closed while the checks ran: its close already took it out of every room.
      if (ws.readyState !== ws.OPEN) return undefined;
      const refused = wanted.filter((_, i) => !allowed[i]);
      const joined: string[] = [];
      const overCap: string[] = [];
      // Requests run one at a time per socket, so the count cannot change between check and join.
      let following = publicRoomCount(ws);
      for (const name of wanted.filter((_, i) => allowed[i])) {
        if (socketRooms.get(ws)?.has(name)) joined.push(name);
        else if (following < REALTIME_LIMITS.roomsPerSocket) {
          join(ws, name);
          joined.push(name);
          following += 1;
          const snapshot = options.joinSnapshot?.(name);
          if (snapshot && ws.readyState === ws.OPEN) ws.send(JSON.stringify(snapshot));
        } else overCap.push(name);
      }
      if (refused.length > 0) send(ws, { type: REALTIME_REPLIES.error, code: 'forbidden', rooms: refused });
      if (overCap.length > 0) send(ws, { type: REALTIME_REPLIES.error, code: 'too_many_rooms', rooms: overCap });
      return send(ws, { type: REALTIME_REPLIES.joined, rooms: joined });
    };
    ws.on('close', () => {
      for (const room of socketRooms.get(ws) ?? []) leave(ws, room);
    });
    ws.on('error', () => ws.terminate());
  });

  // Drop sockets whose peer vanished without a close frame.
  const alive = new WeakSet<WebSocket>();
  wss.on('connection', (ws) => {
    alive.add(ws);
    ws.on('pong', () => alive.add(ws));
  });
  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) ws.terminate();
      else {
        alive.delete(ws);
        ws.ping();
      }
    }
  }, 30_000);
  heartbeat.unref();

  return {
    wss,
    /**
     * The server's `upgrade` listener for /ws: a page of another site is refused with 403 before
     * any WebSocket exists (socket-origin.ts); a client address that already holds its share of
     * sockets gets one closed at once with 1013; anything else becomes a connection.
     */
    upgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      // server.ts stamps it already; again here so no caller can leave a client's own claim of
      // its address or of TLS in the headers the checks below read.
      stampConnection(req);
      if (!isAllowedSocketOrigin(req)) {
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      const address = clientAddress(nodeHeaders(req));
      wss.handleUpgrade(req, socket, head, (ws) => {
        if (address !== null) {
          const open = perAddress.get(address) ?? 0;
          if (open >= addressCap) {
            ws.close(TRY_AGAIN_LATER_CLOSE_CODE, 'try again later');
            return;
          }
          perAddress.set(address, open + 1);
          ws.once('close', () => {
            const left = (perAddress.get(address) ?? 1) - 1;
            if (left > 0) perAddress.set(address, left);
            else perAddress.delete(address);
          });
        }
        wss.emit('connection', ws, req);
      });
    },
    roomSize: (room: string) => rooms.get(room)?.size ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(heartbeat);
        unsubscribe();
        for (const ws of wss.clients) ws.close(1001, 'server shutting down');
        wss.close(() => resolve());
      }),
  };
}

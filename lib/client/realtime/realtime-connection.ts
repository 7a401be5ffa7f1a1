import { REALTIME_EVENTS, REALTIME_REPLIES, REALTIME_REQUESTS, SESSION_ENDED_CLOSE_CODE } from '@/lib/domain/realtime/realtime-events';
import { dispatchRealtime, type RealtimeMessage } from './realtime-events';

/**
 * The browser's one WebSocket per tab to /ws (spec platform §7). It registers the player's
 * hash so the server puts it in the private room `user:<hash>`, re-joins the public rooms
 * features asked for after every reconnect, and hands each message to `dispatchRealtime`.
 *
 * The server decides who may register from the session cookie sent with the upgrade, once
 * per socket: after a login or with another player the socket has to be a new one, and a
 * logout closes it (spec §4). When the server ends the login (a logout in another tab, a password
 * restore: close code 4001) the connection stops for good, never reconnecting as that session,
 * and tells the page through a `session_ended` event (session-listeners shows the logged-out
 * site). Loaded lazily, only once a player is known (session-listeners).
 */

/** First reconnect waits about this long; each failure doubles it up to the cap. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
/** A socket that stayed open this long was healthy: the next reconnect starts from the base again. */
export const STABLE_CONNECTION_MS = 10_000;
/** The server accepts at most this many rooms in one jointoroom/leaveroom message. */
const ROOMS_PER_MESSAGE = 50;
const OPEN = 1;

/** What the connection needs of a socket: the browser's WebSocket has it, tests pass a fake. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface RealtimeConnectionOptions {
  url: () => string;
  createSocket: (url: string) => SocketLike;
  /** Jitter source, [0, 1). */
  random?: () => number;
  now?: () => number;
}

/**
 * Capped exponential backoff with "equal jitter": between half and all of min(cap, base·2^n).
 * The random half keeps the tabs of a restarted server from all coming back in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** ws: or wss: like the page, same host, path /ws (the guest variant's base path does not apply). */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}

function parseMessage(data: unknown): RealtimeMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    if (value && typeof value === 'object' && !Array.isArray(value) && typeof (value as { type?: unknown }).type === 'string') {
      return value as RealtimeMessage;
    }
  } catch {
    // Not JSON: nothing a feature could use.
  }
  return null;
}

export class RealtimeConnection {
  private readonly options: Required<RealtimeConnectionOptions>;
  private active = false;
  private hash: string | null = null;
  private socket: SocketLike | null = null;
  private openedAt: number | null = null;
  /** Sockets opened since `connect`: from the second on, a reconnect (REALTIME_EVENTS.reconnected). */
  private opens = 0;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopWaiting: (() => void) | null = null;
  /** Room → how many features asked for it; it is left when the last one lets go. */
  private readonly rooms = new Map<string, number>();

  constructor(options: RealtimeConnectionOptions) {
    this.options = { random: Math.random, now: Date.now, ...options };
  }

  /**
   * Opens the socket and registers `hash` (null: public rooms only). Calling it again for the
   * same hash changes nothing; another hash means another session cookie, so a new socket.
   */
  connect(hash: string | null): void {
    if (this.active && this.hash === hash) return;
    this.dropSocket();
    this.active = true;
    this.hash = hash;
    this.attempt = 0;
    this.opens = 0;
    this.openSocket();
  }

  /** Stops for good (logout): no reconnect until `connect` is called again. Rooms are kept for then. */
  close(): void {
    this.active = false;
    this.hash = null;
    this.attempt = 0;
    this.dropSocket();
  }

  get connected(): boolean {
    return this.socket?.readyState === OPEN;
  }

  joinRooms(rooms: readonly string[]): void {
    const added = rooms.filter((room) => {
      const count = this.rooms.get(room) ?? 0;
      this.rooms.set(room, count + 1);
      return count === 0;
    });
    this.sendRooms(REALTIME_REQUESTS.joinRooms, added);
  }

  leaveRooms(rooms: readonly string[]): void {
    const left = rooms.filter((room) => {
      const count = this.rooms.get(room);
      if (count === undefined) return false;
      if (count > 1) this.rooms.set(room, count - 1);
      else this.rooms.delete(room);
      return count === 1;
    });
    this.sendRooms(REALTIME_REQUESTS.leaveRooms, left);
  }

  private sendRooms(type: typeof REALTIME_REQUESTS.joinRooms | typeof REALTIME_REQUESTS.leaveRooms, rooms: readonly string[]): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return; // joined on open
    for (let i = 0; i < rooms.length; i += ROOMS_PER_MESSAGE) {
      socket.send(JSON.stringify({ type, rooms: rooms.slice(i, i + ROOMS_PER_MESSAGE) }));
    }
  }

  private openSocket(): void {
    this.clearWaiting();
    if (!this.active) return;
    if (typeof document !== 'undefined' && document.hidden) {
      // Nobody looks at a hidden tab: connect when it is shown instead of retrying meanwhile.
      this.waitFor('visibilitychange', () => !document.hidden);
      return;
    }
    let socket: SocketLike;
    try {
      socket = this.options.createSocket(this.options.url());
    } catch (error) {
      console.warn('realtime: cannot open the connection', error);
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    this.openedAt = null;
    socket.onopen = () => {
      this.openedAt = this.options.now();
      if (this.hash) socket.send(JSON.stringify({ type: REALTIME_REQUESTS.register, hash: this.hash }));
      this.sendRooms(REALTIME_REQUESTS.joinRooms, [...this.rooms.keys()]);
      // Back after a drop: whatever was published meanwhile is lost; the views read again.
      this.opens += 1;
      if (this.opens > 1) dispatchRealtime({ type: REALTIME_EVENTS.reconnected });
    };
    socket.onmessage = (event) => {
      const message = parseMessage(event.data);
      if (!message) return;
      if (message.type === REALTIME_REPLIES.error) console.warn(`realtime: the server answered ${String(message.code)}`);
      dispatchRealtime(message);
    };
    socket.onerror = () => console.warn('realtime: connection error');
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      if (event.code === SESSION_ENDED_CLOSE_CODE) {
        this.close();
        dispatchRealtime({ type: REALTIME_EVENTS.sessionEnded });
        return;
      }
      const stable = this.openedAt !== null && this.options.now() - this.openedAt >= STABLE_CONNECTION_MS;
      this.socket = null;
      this.openedAt = null;
      if (stable) this.attempt = 0;
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (!this.active) return;
    const delay = reconnectDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.timer = setTimeout(() => this.openSocket(), delay);
    // Back online: no point waiting out the rest of the delay.
    this.waitFor('online', () => true);
  }

  /** Calls openSocket on the first `event` of the window for which `ready()` holds. */
  private waitFor(event: 'visibilitychange' | 'online', ready: () => boolean): void {
    if (typeof window === 'undefined') return;
    const target: EventTarget = event === 'visibilitychange' ? document : window;
    const listener = () => {
      if (ready()) this.openSocket();
    };
    target.addEventListener(event, listener);
    this.stopWaiting = () => target.removeEventListener(event, listener);
  }

  private clearWaiting(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.stopWaiting?.();
    this.stopWaiting = null;
  }

  private dropSocket(): void {
    this.clearWaiting();
    const socket = this.socket;
    this.socket = null;
    this.openedAt = null;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
    try {
      socket.close(1000, 'closed by the page');
    } catch {
      // Already closing: nothing left to do.
    }
  }
}

// The tab's one connection, made on first use.
let shared: RealtimeConnection | null = null;

function connection(): RealtimeConnection {
  shared ??= new RealtimeConnection({ url: () => realtimeUrl(), createSocket: (url) => new WebSocket(url) });
  return shared;
}

/** Opens the tab's live connection and registers the player (idempotent for the same hash). */
export function openRealtime(hash: string | null): void {
  connection().connect(hash);
}

/** Closes the tab's live connection (logout); rooms asked for stay remembered for the next open. */
export function closeRealtime(): void {
  shared?.close();
}

/** Follows public rooms (tournaments, producers …); re-joined after each reconnect. */
export function joinRooms(rooms: readonly string[]): void {
  connection().joinRooms(rooms);
}

/** Lets go of rooms asked for with joinRooms (each join needs its own leave). */
export function leaveRooms(rooms: readonly string[]): void {
  connection().leaveRooms(rooms);
}

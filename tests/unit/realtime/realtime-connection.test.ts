import {
  RECONNECT_BASE_MS,
  RECONNECT_MAX_MS,
  RealtimeConnection,
  STABLE_CONNECTION_MS,
  realtimeUrl,
  reconnectDelay,
} from '@/lib/client/realtime/realtime-connection';
import { onRealtimeEvent, type RealtimeMessage } from '@/lib/client/realtime/realtime-events';
import { FakeWebSocket } from './fake-web-socket';

let now = 0;

function makeConnection(random = () => 0.5) {
  return new RealtimeConnection({
    url: () => 'ws://casino.test/ws',
    createSocket: (url) => new FakeWebSocket(url),
    random,
    now: () => now,
  });
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  jest.useFakeTimers();
  FakeWebSocket.reset();
  now = 0;
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  setHidden(false);
});

describe('realtime connection', () => {
  it('opens one socket to /ws and registers the player hash once it is open', () => {
    const connection = makeConnection();
    connection.connect('h4sh');
    connection.connect('h4sh'); // same player: nothing new
    expect(FakeWebSocket.instances).toHaveLength(1);
    const socket = FakeWebSocket.last!;
    expect(socket.url).toBe('ws://casino.test/ws');
    expect(socket.sent).toEqual([]);
    socket.serverOpen();
    expect(socket.sent).toEqual([{ type: 'register', hash: 'h4sh' }]);
    expect(connection.connected).toBe(true);
  });

  it('builds the URL from the page: wss on https, ws on http, always /ws at the root', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'croupier.example' })).toBe('wss://croupier.example/ws');
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws');
  });

  it('joins rooms asked for before the socket opened, and sends later joins and leaves at once', () => {
    const connection = makeConnection();
    connection.joinRooms(['tournament:1', 'producer:lynx']);
    connection.connect('h4sh');
    const socket = FakeWebSocket.last!;
    socket.serverOpen();
    expect(socket.sent).toEqual([
      { type: 'register', hash: 'h4sh' },
      { type: 'jointoroom', rooms: ['tournament:1', 'producer:lynx'] },
    ]);
    connection.joinRooms(['tournament:2', 'tournament:1']);
    connection.leaveRooms(['producer:lynx']);
    // tournament:1 was asked for twice: one leave keeps it.
    connection.leaveRooms(['tournament:1']);
    expect(socket.sent.slice(2)).toEqual([
      { type: 'jointoroom', rooms: ['tournament:2'] },
      { type: 'leaveroom', rooms: ['producer:lynx'] },
    ]);
  });

  it('reconnects after a drop, registering again and re-joining the rooms still wanted', () => {
    const connection = makeConnection();
    connection.connect('h4sh');
    connection.joinRooms(['tournament:1', 'tournament:2']);
    FakeWebSocket.last!.serverOpen();
    connection.leaveRooms(['tournament:2']);
    FakeWebSocket.last!.serverClose();
    expect(connection.connected).toBe(false);
    expect(FakeWebSocket.instances).toHaveLength(1);

    jest.advanceTimersByTime(reconnectDelay(0, () => 0.5));
    expect(FakeWebSocket.instances).toHaveLength(2);
    const second = FakeWebSocket.last!;
    second.serverOpen();
    expect(second.sent).toEqual([
      { type: 'register', hash: 'h4sh' },
      { type: 'jointoroom', rooms: ['tournament:1'] },
    ]);
  });

  it('tells the page when it is back after a drop (what was published meanwhile is lost), not on the first open', () => {
    const back: RealtimeMessage[] = [];
    const off = onRealtimeEvent('realtime_reconnected', (m) => back.push(m));
    const connection = makeConnection();
    connection.connect('h4sh');
    FakeWebSocket.last!.serverOpen();
    expect(back).toEqual([]);
    FakeWebSocket.last!.serverClose();
    jest.advanceTimersByTime(reconnectDelay(0, () => 0.5));
    FakeWebSocket.last!.serverOpen();
    expect(back).toEqual([{ type: 'realtime_reconnected' }]);
    // Another player's connection starts over: its first open is no reconnect.
    connection.connect('n3w');
    FakeWebSocket.last!.serverOpen();
    expect(back).toHaveLength(1);
    off();
    connection.close();
  });

  it('never reconnects as a session the server ended (close 4001) and tells the page', () => {
    const ended: RealtimeMessage[] = [];
    const off = onRealtimeEvent('session_ended', (m) => ended.push(m));
    const connection = makeConnection();
    connection.connect('h4sh');
    FakeWebSocket.last!.serverOpen();
    FakeWebSocket.last!.serverClose(4001);
    jest.advanceTimersByTime(RECONNECT_MAX_MS * 4);
    window.dispatchEvent(new Event('online'));
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(ended).toEqual([{ type: 'session_ended' }]);
    // A later login connects again, as the new session.
    connection.connect('n3w');
    expect(FakeWebSocket.instances).toHaveLength(2);
    off();
    connection.close();
  });

  it('backs off exponentially with jitter up to the cap, and starts over after a healthy connection', () => {
    expect(reconnectDelay(0, () => 0)).toBe(RECONNECT_BASE_MS / 2);
    expect(reconnectDelay(0, () => 0.999)).toBeLessThanOrEqual(RECONNECT_BASE_MS);
    expect(reconnectDelay(3, () => 0)).toBe((RECONNECT_BASE_MS * 8) / 2);
    expect(reconnectDelay(20, () => 0.999)).toBeLessThanOrEqual(RECONNECT_MAX_MS);
    expect(reconnectDelay(20, () => 0)).toBe(RECONNECT_MAX_MS / 2);

    const connection = makeConnection(() => 0);
    connection.connect('h4sh');
    // Four failed attempts in a row: each waits twice as long as the one before.
    const waits: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      FakeWebSocket.last!.serverClose();
      const before = FakeWebSocket.instances.length;
      let waited = 0;
      while (FakeWebSocket.instances.length === before) {
        jest.advanceTimersByTime(100);
        waited += 100;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([500, 1000, 2000, 4000]);

    // This one stays open long enough to count as healthy: the next wait is the base one again.
    FakeWebSocket.last!.serverOpen();
    now += STABLE_CONNECTION_MS;
    FakeWebSocket.last!.serverClose();
    jest.advanceTimersByTime(499);
    expect(FakeWebSocket.instances).toHaveLength(5);
    jest.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(6);
  });

  it('waits for a hidden tab to be shown before reconnecting, and retries at once when back online', () => {
    const connection = makeConnection();
    connection.connect('h4sh');
    FakeWebSocket.last!.serverOpen();
    setHidden(true);
    FakeWebSocket.last!.serverClose();
    jest.advanceTimersByTime(RECONNECT_MAX_MS);
    expect(FakeWebSocket.instances).toHaveLength(1);
    setHidden(false);
    expect(FakeWebSocket.instances).toHaveLength(2);

    FakeWebSocket.last!.serverClose();
    window.dispatchEvent(new Event('online'));
    expect(FakeWebSocket.instances).toHaveLength(3);
    jest.advanceTimersByTime(RECONNECT_MAX_MS); // the pending timer was dropped with the listener
    expect(FakeWebSocket.instances).toHaveLength(3);
  });

  it('closes for good on close(): the socket is closed and nothing reconnects', () => {
    const connection = makeConnection();
    connection.connect('h4sh');
    const socket = FakeWebSocket.last!;
    socket.serverOpen();
    connection.close();
    expect(socket.closedWith).toEqual({ code: 1000, reason: 'closed by the page' });
    expect(connection.connected).toBe(false);
    jest.advanceTimersByTime(RECONNECT_MAX_MS * 2);
    expect(FakeWebSocket.instances).toHaveLength(1);

    // Closing while a reconnect is pending cancels it too.
    connection.connect('h4sh');
    FakeWebSocket.last!.serverClose();
    connection.close();
    jest.advanceTimersByTime(RECONNECT_MAX_MS * 2);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('opens a new socket for another player (the server reads the session cookie once per socket)', () => {
    const connection = makeConnection();
    connection.connect('first');
    const first = FakeWebSocket.last!;
    first.serverOpen();
    connection.connect('second');
    expect(first.closedWith?.code).toBe(1000);
    const second = FakeWebSocket.last!;
    expect(second).not.toBe(first);
    second.serverOpen();
    expect(second.sent).toEqual([{ type: 'register', hash: 'second' }]);
  });

  it('dispatches each message by its type and ignores what is not a typed JSON object', () => {
    const received: RealtimeMessage[] = [];
    const off = onRealtimeEvent('balance_changed', (m) => received.push(m));
    const connection = makeConnection();
    connection.connect('h4sh');
    const socket = FakeWebSocket.last!;
    socket.serverOpen();
    socket.serverSend({ type: 'balance_changed', balance: { balance: 1 } });
    socket.serverSend('not json');
    socket.serverSend([{ type: 'balance_changed' }]);
    socket.serverSend({ kind: 'balance_changed' });
    socket.serverSend({ type: 'error', code: 'unauthorized' });
    expect(received).toEqual([{ type: 'balance_changed', balance: { balance: 1 } }]);
    expect(console.warn).toHaveBeenCalledWith('realtime: the server answered unauthorized');
    off();
    connection.close();
  });
});

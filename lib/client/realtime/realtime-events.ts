import type { RealtimeEventOf, RealtimeEventType } from '@/lib/domain/realtime-events';

/**
 * The browser's side of the real-time events (spec platform §7: incoming messages are
 * dispatched by their `type`). Features subscribe here by type; the WebSocket connection
 * (realtime-connection.ts) calls `dispatchRealtime` for each message it receives. Kept apart
 * from the connection so a feature can subscribe without loading the socket code.
 */

/** A message as it arrives: a JSON object with a string `type`, nothing else checked yet. */
export interface RealtimeMessage {
  type: string;
  [key: string]: unknown;
}

type Entry = (message: RealtimeMessage) => void;
const listeners = new Map<string, Set<Entry>>();

/**
 * Calls `listener` with every message of `type`, typed as the event union says the server
 * sends it. That is the server's promise, not a check: the socket is a way in like any other,
 * so a listener still checks the fields it uses before trusting them (live-balance.ts).
 */
export function onRealtimeEvent<T extends RealtimeEventType>(type: T, listener: (event: RealtimeEventOf<T>) => void): () => void {
  // The one place a socket message becomes an event type: the map is keyed by that type.
  const entry: Entry = (message) => listener(message as unknown as RealtimeEventOf<T>);
  let set = listeners.get(type);
  if (!set) listeners.set(type, (set = new Set()));
  set.add(entry);
  return () => set.delete(entry);
}

export function dispatchRealtime(message: RealtimeMessage): void {
  for (const listener of [...(listeners.get(message.type) ?? [])]) {
    try {
      listener(message);
    } catch (error) {
      console.error(`realtime ${message.type}: a listener failed`, error);
    }
  }
}

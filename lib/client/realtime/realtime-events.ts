import type { RealtimeEventOf, RealtimeEventType } from '@/lib/domain/realtime/realtime-events';
import { createEventMap } from '@/lib/client/event-map';

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

const events = createEventMap<string, RealtimeMessage>('realtime');

/**
 * Calls `listener` with every message of `type`, typed as the event union says the server
 * sends it. That is the server's promise, not a check: the socket is a way in like any other,
 * so a listener still checks the fields it uses before trusting them (live-balance.ts).
 */
export function onRealtimeEvent<T extends RealtimeEventType>(type: T, listener: (event: RealtimeEventOf<T>) => void): () => void {
  // The one place a socket message becomes an event type: the map is keyed by that type.
  return events.on(type, (message) => listener(message as unknown as RealtimeEventOf<T>));
}

export function dispatchRealtime(message: RealtimeMessage): void {
  events.emit(message.type, message);
}

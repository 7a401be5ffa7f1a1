/**
 * The browser's side of the real-time events (spec platform §7: incoming messages are
 * dispatched by their `type`). Features subscribe here by type; the WebSocket connection
 * (realtime-connection.ts) calls `dispatchRealtime` for each message it receives. Kept apart
 * from the connection so a feature can subscribe without loading the socket code.
 */
export interface RealtimeMessage {
  type: string;
  [key: string]: unknown;
}

type Listener = (message: RealtimeMessage) => void;
const listeners = new Map<string, Set<Listener>>();

export function onRealtimeEvent(type: string, listener: Listener): () => void {
  let set = listeners.get(type);
  if (!set) listeners.set(type, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
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

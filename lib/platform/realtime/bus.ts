import 'server-only';
import { processState } from '@/lib/platform/process-state';
import { AsyncLocalStorage } from 'node:async_hooks';
import { EventEmitter } from 'node:events';
import type { RealtimeEvent } from '@/lib/domain/realtime/realtime-events';
import { log } from '@/lib/platform/log/logger';

/**
 * The event bus services publish to (DESIGN: Real time). A message goes to a room; the
 * WebSocket server delivers it to every socket that joined that room. Rooms are strings:
 * "user:<hash>" for one player, "tournament:<id>", "producers" … A message is one of the
 * events of lib/domain/realtime/realtime-events.ts; its `type` is how the browser dispatches it (spec §7).
 *
 * The bus is in-process, one per process (process-state.ts), so route handlers (Next's bundle)
 * and the custom server (tsx) share it. With several instances, a fan-out transport is attached
 * with `setTransport` (Postgres LISTEN/NOTIFY when DATABASE_URL is set, see pg-transport.ts).
 */
/** What the bus carries: a realtime event (the name other modules and tests know it by). */
export type RealtimeMessage = RealtimeEvent;

export interface BusTransport {
  /** Sends to every instance, this one included. */
  send(room: string, message: RealtimeMessage): Promise<void>;
}

/** The messages of one `publishAfter` still at work: held while `open`, sent once it has succeeded. */
interface Held {
  open: boolean;
  messages: [string, RealtimeMessage][];
}

interface BusState {
  emitter: EventEmitter;
  transport: BusTransport | null;
  held: AsyncLocalStorage<Held>;
}

function state(): BusState {
  return processState('bus', (): BusState => {
    const emitter = new EventEmitter();
    emitter.setMaxListeners(0);
    return { emitter, transport: null, held: new AsyncLocalStorage<Held>() };
  });
}

/** Publishes to a room on every instance. Never throws: a lost live update must not fail a bet. */
export async function publish(room: string, message: RealtimeMessage): Promise<void> {
  const s = state();
  const held = s.held.getStore();
  if (held?.open) {
    held.messages.push([room, message]);
    return;
  }
  try {
    if (s.transport) await s.transport.send(room, message);
    else deliverLocally(room, message);
  } catch (error) {
    log.error('realtime: publish failed', error, { room, type: message.type });
  }
}

/**
 * Runs `work` and holds back every message published in its course (in its async context: the
 * services it calls, however deep) until it has finished: sent then, in order, when it succeeds;
 * dropped when it throws. For work that is a transaction the services inside do not know they are
 * in: the idempotent calls (lib/platform/idempotency) run a service's effect inside their own
 * transaction, and the service's "after the commit" publishing would otherwise go out before that
 * commit, and for a call that is then rolled back. A timer that `work` started and that publishes
 * after it finished sends at once (held no more).
 */
export async function publishAfter<T>(work: () => Promise<T>): Promise<T> {
  const held: Held = { open: true, messages: [] };
  let result: T;
  try {
    result = await state().held.run(held, work);
  } finally {
    held.open = false;
  }
  for (const [room, message] of held.messages) await publish(room, message);
  return result;
}

/** Called by a transport when a message arrives for this instance. */
export function deliverLocally(room: string, message: RealtimeMessage): void {
  state().emitter.emit('message', room, message);
}

export function onMessage(listener: (room: string, message: RealtimeMessage) => void): () => void {
  const { emitter } = state();
  emitter.on('message', listener);
  return () => emitter.off('message', listener);
}

export function setTransport(transport: BusTransport | null): void {
  state().transport = transport;
}

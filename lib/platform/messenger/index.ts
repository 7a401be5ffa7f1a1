import 'server-only';
import { processState } from '@/lib/platform/process-state';
import { outboxMessenger } from './outbox-messenger';
import type { Executor } from '@/lib/platform/db/executor';
import type { Messenger, OutgoingMessage } from './types';

export type { Messenger, OutgoingMessage } from './types';
export { messengerLogLine } from './outbox-messenger';

/**
 * The messenger of this process, chosen by MESSENGER (default `outbox`). A real provider is
 * plugged in by registering it under a name at start-up and setting MESSENGER to that name.
 */
const factories = new Map<string, () => Messenger>([['outbox', () => outboxMessenger]]);
const holder = processState('messenger', (): { messenger?: Messenger } => ({}));

export function registerMessenger(name: string, factory: () => Messenger): void {
  factories.set(name, factory);
}

export function getMessenger(): Messenger {
  if (holder.messenger) return holder.messenger;
  const name = process.env.MESSENGER ?? 'outbox';
  const factory = factories.get(name);
  if (!factory) throw new Error(`MESSENGER=${name}: no messenger registered under that name`);
  return (holder.messenger = factory());
}

/** Replaces the messenger (tests, or a provider configured in code); null goes back to MESSENGER. */
export function setMessenger(messenger: Messenger | null): void {
  holder.messenger = messenger ?? undefined;
}

export function sendMessage(db: Executor, message: OutgoingMessage): Promise<void> {
  return getMessenger().send(db, message);
}

import 'server-only';
import type { Executor } from '@/lib/platform/db/executor';

/** One SMS or e-mail to a player (codes, links). */
export interface OutgoingMessage {
  channel: 'sms' | 'email';
  /** Phone digits (dial code plus number) or an e-mail address. */
  to: string;
  /** E-mail only. */
  subject?: string;
  text: string;
}

/**
 * Where SMS and e-mail go. The default writes to the outbox table and the server log; a real
 * SMS gateway or mail service implements the same method and is registered by name
 * (registerMessenger) and chosen with the MESSENGER environment variable.
 */
export interface Messenger {
  /** `db` is the caller's database or transaction (the outbox messenger writes its row there; a gateway ignores it). */
  send(db: Executor, message: OutgoingMessage): Promise<void>;
}

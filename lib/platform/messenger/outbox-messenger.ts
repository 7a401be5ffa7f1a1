import 'server-only';
import { now } from '@/lib/platform/clock';
import { messengerOutbox } from '@/lib/platform/db/schema';
import type { Messenger, OutgoingMessage } from './types';

/** The log line of a message: one line, so a developer can grep a code out of the server log. */
export function messengerLogLine(message: OutgoingMessage): string {
  const oneLine = (s: string) => s.replace(/\s*[\r\n]+\s*/g, ' ');
  if (message.channel === 'sms') return `messenger: sms to=${message.to} text=${oneLine(message.text)}`;
  return `messenger: email to=${message.to} subject=${oneLine(message.subject ?? '')} text=${oneLine(message.text)}`;
}

/**
 * The default messenger: nothing leaves the machine. Every message is stored in
 * messenger_outbox (tests and development read codes there) and logged in one line.
 */
export const outboxMessenger: Messenger = {
  async send(db, message) {
    await db.insert(messengerOutbox).values({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject ?? null,
      text: message.text,
      createdAt: now(),
    });
    console.log(messengerLogLine(message));
  },
};

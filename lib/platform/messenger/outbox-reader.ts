import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '@/lib/platform/db/executor';
import { messengerOutbox } from '@/lib/platform/db/schema';

/**
 * Test and development helper: the newest outbox message to an address (phone digits or
 * e-mail), optionally of one channel, and the code or link in it.
 */
export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  text: string;
  createdAt: Date;
}

export async function lastMessageTo(db: Executor, to: string, channel?: 'sms' | 'email'): Promise<OutboxMessage | null> {
  const [row] = await db
    .select()
    .from(messengerOutbox)
    .where(channel ? and(eq(messengerOutbox.recipient, to), eq(messengerOutbox.channel, channel)) : eq(messengerOutbox.recipient, to))
    .orderBy(desc(messengerOutbox.id))
    .limit(1);
  if (!row) return null;
  return { id: row.id, channel: row.channel, to: row.recipient, subject: row.subject, text: row.text, createdAt: row.createdAt };
}

/** Every message to an address, oldest first. */
export async function messagesTo(db: Executor, to: string): Promise<OutboxMessage[]> {
  const rows = await db.select().from(messengerOutbox).where(eq(messengerOutbox.recipient, to)).orderBy(messengerOutbox.id);
  return rows.map((row) => ({ id: row.id, channel: row.channel, to: row.recipient, subject: row.subject, text: row.text, createdAt: row.createdAt }));
}

/** The 4-digit SMS code in a message text ("1234" or "12-34"), or null. */
export function smsCodeIn(text: string): string | null {
  const m = /\b(\d{2})-?(\d{2})\b/.exec(text);
  return m ? `${m[1]}${m[2]}` : null;
}

/** The last path segment or `token` parameter of the first link in a text, or null. */
export function linkTokenIn(text: string): string | null {
  const url = /https?:\/\/\S+/.exec(text)?.[0];
  if (!url) return null;
  const parsed = new URL(url);
  return parsed.searchParams.get('token') ?? parsed.pathname.split('/').filter(Boolean).pop() ?? null;
}

/** The newest SMS code sent to a phone (the outbox messenger must be in use). */
export async function lastSmsCode(db: Executor, phone: string): Promise<string | null> {
  const message = await lastMessageTo(db, phone, 'sms');
  return message ? smsCodeIn(message.text) : null;
}

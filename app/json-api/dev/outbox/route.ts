import { z } from 'zod';
import { handle, notFound } from '@croupier/platform/http';
import { lastMessageTo, linkTokenIn, smsCodeIn } from '@croupier/platform/messenger/outbox-reader';

export const dynamic = 'force-dynamic';

const querySchema = z.object({ to: z.string({ error: () => 'required' }).min(1, 'required').max(254, 'invalid_query') });

/**
 * Development and end-to-end tests only: the newest outbox message to an address, with the SMS
 * code or link token in it, so a browser test can finish a registration or a restore while the
 * server holds the database. Off (404) unless the server runs with OUTBOX_API=1; it reads other
 * people's codes, so never switch it on where real players are.
 */
export const GET = handle(async (_req, ctx) => {
  if (process.env.OUTBOX_API !== '1') throw notFound();
  const { to } = ctx.query();
  const message = await lastMessageTo(ctx.db, to.trim().toLowerCase());
  if (!message) return { data: null };
  return {
    data: {
      channel: message.channel,
      to: message.to,
      subject: message.subject,
      text: message.text,
      code: message.channel === 'sms' ? smsCodeIn(message.text) : null,
      token: message.channel === 'email' ? linkTokenIn(message.text) : null,
      createdAt: message.createdAt.toISOString(),
    },
  };
}, { query: querySchema, summary: 'Tests only (OUTBOX_API=1): the newest outbox message to an address, with its code or link token', errors: { 404: ['not_found'] } });

import 'server-only';
import { z } from 'zod';
import { NOTICE_KINDS, type NoticeDto } from '@/lib/domain/notifications/notices';
import { answerSchema } from '@/lib/platform/answer-schema';
import type { listNotices, readNotice } from './notices';

/** The answer schemas of the notice calls, each tied to its type (lib/domain/notifications/notices.ts). */

const int = () => z.number().int();
const localizedText = z.strictObject({ ru: z.string().optional(), en: z.string().optional(), it: z.string().optional() });

export const noticeDtoSchema = answerSchema<NoticeDto>()(
  z
    .strictObject({
      id: int(),
      key: z.string().describe('the fact it tells: one toast per fact'),
      status: z.literal('new'),
      kind: z.enum(NOTICE_KINDS),
      params: z
        .union([
          z.strictObject({ amount: int().describe('minor units'), currency: z.string() }),
          z.strictObject({ level: int() }),
          z.strictObject({ title: localizedText }),
          z.strictObject({ title: localizedText, position: int() }),
          z.strictObject({ title: localizedText, from: z.string() }),
          z.strictObject({ title: localizedText, prize: localizedText }),
          z.strictObject({ title: localizedText, reason: localizedText }),
        ])
        .describe('the facts of its kind, texts in every language'),
      button: z.strictObject({ link: z.string().describe('a site path without the locale prefix') }).nullable(),
      createdAt: z.string().describe('ISO 8601'),
      msg: z.string().describe('the text in the caller’s language'),
    })
    .meta({ id: 'NoticeDto' }),
);

/** GET /json-api/user-notifications: a page of unread notices and the unread count. */
export const noticePageSchema = answerSchema<Awaited<ReturnType<typeof listNotices>>>()(z.strictObject({ data: z.array(noticeDtoSchema), unread: int() }));

/** POST /json-api/user-notifications/read/{id}. */
export const noticeReadSchema = answerSchema<{ success: true } & Awaited<ReturnType<typeof readNotice>>>()(z.strictObject({ success: z.literal(true), unread: int() }));

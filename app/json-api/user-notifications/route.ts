import { dataAnswer } from '@croupier/platform/answer-schema';
import { noticePageSchema } from '@croupier/platform/notifications/notice-answers';
import { offsetQuerySchema } from '@/lib/domain/offset-query';
import { handle } from '@croupier/platform/http';
import { listNotices } from '@croupier/platform/notifications/notices';

export const dynamic = 'force-dynamic';

/**
 * The player's unread notices, newest first, NOTICE_PAGE_SIZE after `offset`, with their text in
 * the caller's language: `{ data: { data: NoticeDto[], unread } }` (spec §7).
 */
export const GET = handle(
  async (_req, ctx) => {
    const { offset } = ctx.query();
    return { data: await listNotices(ctx.db, ctx.user.id, offset, ctx.locale) };
  },
  { auth: 'required', cache: 'private', query: offsetQuerySchema, answer: dataAnswer(noticePageSchema), summary: "The player's unread notices, newest first, a page after offset" },
);

import { dataAnswer } from '@croupier/platform/answer-schema';
import { noticeReadSchema } from '@croupier/platform/notifications/notice-answers';
import { handle, pathId } from '@croupier/platform/http';
import { readNotice } from '@croupier/platform/notifications/notices';

export const dynamic = 'force-dynamic';

/**
 * Reads a notice: it leaves the list and the unread counter (spec §4) → `{ data: { success: true, unread } }`;
 * 404 `not_found` for a notice that is not the player's.
 */
export const POST = handle<{ id: string }>(
  async (_req, ctx) => ({ data: { success: true, ...(await readNotice(ctx.db, ctx.user.id, pathId(ctx.params.id), ctx.user.hash)) } }),
  { auth: 'required', answer: dataAnswer(noticeReadSchema), summary: 'Reads a notice: it leaves the list and the unread counter' },
);

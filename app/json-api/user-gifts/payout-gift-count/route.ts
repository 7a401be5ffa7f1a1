import { z } from 'zod';
import { dataAnswer } from '@croupier/platform/answer-schema';
import { payoutGiftCount } from '@croupier/platform/gifts/gift-list';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** The gift counter (spec §4): the player's gifts still usable and not past expiredAt → `{ data: { count } }`. */
export const GET = handle(async (_req, ctx) => ({ data: { count: await payoutGiftCount(ctx.db, ctx.user.id) } }), {
  auth: 'required',
  cache: 'private',
  answer: dataAnswer(z.strictObject({ count: z.number().int() })),
  summary: "The gift counter: the player's gifts still usable",
});

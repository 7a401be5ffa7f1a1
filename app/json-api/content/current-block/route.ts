import { dataAnswer } from '@croupier/platform/answer-schema';
import { contentBlockDtoSchema } from '@croupier/platform/content/content-answers';
import { getCurrentBlock } from '@croupier/platform/content/content-blocks';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** The timed content block running now, or null. */
export const GET = handle(async (_req, ctx) => ({ data: await getCurrentBlock(ctx.db, ctx.locale) }), {
  cache: 'public',
  answer: dataAnswer(contentBlockDtoSchema.nullable()),
  summary: 'The timed content block running now, or null',
});

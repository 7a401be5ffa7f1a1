import { z } from 'zod';
import { dataAnswer } from '@croupier/platform/answer-schema';
import { footerBlockDtoSchema } from '@croupier/platform/content/content-answers';
import { listFooterBlocks } from '@croupier/platform/content/seo';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** Footer text blocks (licence text, responsible gaming, 18+ notice). */
export const GET = handle(async (_req, ctx) => ({ data: await listFooterBlocks(ctx.db, ctx.locale) }), {
  cache: 'public',
  answer: dataAnswer(z.array(footerBlockDtoSchema)),
  summary: 'Footer text blocks: licence text, responsible gaming, the 18+ notice',
});

import { listFooterBlocks } from '@croupier/platform/content/seo';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** Footer text blocks (licence text, responsible gaming, 18+ notice). */
export const GET = handle(async (_req, ctx) => ({ data: await listFooterBlocks(ctx.db, ctx.locale) }), {
  cache: 'public',
  summary: 'Footer text blocks: licence text, responsible gaming, the 18+ notice',
});

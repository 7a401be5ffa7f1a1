import { z } from 'zod';
import { dataAnswer } from '@croupier/platform/answer-schema';
import { getCanonicalHost } from '@croupier/platform/content/seo';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

export const GET = handle(async (_req, ctx) => ({ data: { canonicalHost: await getCanonicalHost(ctx.db) } }), {
  cache: 'public',
  answer: dataAnswer(z.strictObject({ canonicalHost: z.string().describe('the origin every absolute URL uses') })),
  summary: "The site's canonical host",
});

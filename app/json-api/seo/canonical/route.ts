import { getCanonicalHost } from '@croupier/platform/content/seo';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

export const GET = handle(async (_req, ctx) => ({ data: { canonicalHost: await getCanonicalHost(ctx.db) } }), {
  cache: 'public',
  summary: "The site's canonical host",
});

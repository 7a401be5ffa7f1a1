import { z } from 'zod';
import { gameDtoSchema } from '@croupier/platform/catalog/catalog-answers';
import { getGame } from '@croupier/platform/catalog/games';
import { found, handle, pathSlug } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/**
 * One active game. GET /json-api/v2/games/recent (auth) is the static folder `recent/` beside
 * this one; Next matches a static segment before [slug], so this handler never sees it.
 */
export const GET = handle<{ slug: string }>(
  async (_req, ctx) => {
    const slug = pathSlug(ctx.params.slug);
    return { data: { data: found(await getGame(ctx.db, slug, ctx.locale)) } };
  },
  { cache: 'public', answer: z.strictObject({ data: z.strictObject({ data: gameDtoSchema }) }), summary: 'One active game' },
);

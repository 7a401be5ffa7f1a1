import { gamesQuerySchema } from '@/lib/domain/catalog/catalog-query';
import { listGames } from '@croupier/platform/catalog/games';
import { gamePageAnswerSchema } from '@croupier/platform/catalog/catalog-answers';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** A page of active games: search, category filter (both forms), producer filter (docs/API.md). */
export const GET = handle(
  async (_req, ctx) => {
    const query = ctx.query();
    const page = await listGames(ctx.db, query, ctx.locale);
    return {
      data: {
        data: page.items,
        meta: { page: page.page, limit: page.limit, totalItems: page.totalItems, pages: Math.ceil(page.totalItems / page.limit) },
      },
    };
  },
  {
    cache: 'public',
    query: gamesQuerySchema,
    answer: gamePageAnswerSchema,
    summary: 'A page of active games: search, category and producer filters',
    errors: { 400: ['invalid_search', 'invalid_category', 'invalid_producer', 'invalid_page', 'invalid_limit'] },
  },
);

import { tournamentGamesQuerySchema } from '@/lib/domain/tournament-query';
import { handle, pathSlug } from '@/lib/platform/http';
import { tournamentGameList } from '@/lib/platform/tournaments/tournament-games';

export const dynamic = 'force-dynamic';

/** A page of a tournament's games, searched by name (`q`, `page`, `limit` 10 by default; docs/API.md). */
export const GET = handle<{ slug: string }>(
  async (_req, ctx) => {
    const slug = pathSlug(ctx.params.slug);
    const page = await tournamentGameList(ctx.db, slug, ctx.query(tournamentGamesQuerySchema), ctx.locale);
    return {
      data: {
        data: page.items,
        meta: { page: page.page, limit: page.limit, totalItems: page.totalItems, pages: Math.ceil(page.totalItems / page.limit) },
      },
    };
  },
  { cache: 'public' },
);

import { gamePageAnswerSchema } from '@croupier/platform/catalog/catalog-answers';
import { tournamentGamesQuerySchema } from '@/lib/domain/tournaments/tournament-query';
import { handle, jsonResponse, pathSlug } from '@croupier/platform/http';
import { tournamentGameList } from '@croupier/platform/tournaments/tournament-games';

export const dynamic = 'force-dynamic';

/**
 * A page of a tournament's games, searched by name (`q`, `page`, `limit` 10 by default; docs/API.md).
 * A private tournament's games only to its invited players and members (403
 * `tournament_blocked_for_user`), and never kept by a shared cache; any other's are public.
 */
export const GET = handle<{ slug: string }, undefined, typeof tournamentGamesQuerySchema>(
  async (_req, ctx) => {
    const slug = pathSlug(ctx.params.slug);
    const page = await tournamentGameList(ctx.db, slug, ctx.query(), ctx.locale, ctx.user?.id ?? null);
    const body = {
      data: {
        data: page.items,
        meta: { page: page.page, limit: page.limit, totalItems: page.totalItems, pages: Math.ceil(page.totalItems / page.limit) },
      },
    };
    return jsonResponse(body, { cache: page.shared ? 'public' : 'private', locale: ctx.locale });
  },
  { auth: 'optional', query: tournamentGamesQuerySchema, answer: gamePageAnswerSchema, summary: "A page of a tournament's games, searched by name", errors: { 403: ['tournament_blocked_for_user'] } },
);

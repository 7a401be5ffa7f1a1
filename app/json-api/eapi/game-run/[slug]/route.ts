import { gameRunBodySchema } from '@/lib/domain/games/game-run-body';
import { handle, pathSlug } from '@/lib/platform/http';
import { runGame } from '@/lib/platform/games/game-run';

export const dynamic = 'force-dynamic';

/**
 * Starts a game (spec §7): `{ data: GameRunInfo }`. A player's earlier session stops (its frame
 * is told over /ws); barred regions get 451 like the /play page (docs/API.md).
 */
export const POST = handle<{ slug: string }>(
  async (_req, ctx) => {
    const slug = pathSlug(ctx.params.slug);
    const body = await ctx.body(gameRunBodySchema);
    const info = await runGame(ctx.db, { ...body, slug, user: ctx.user, locale: ctx.locale, platform: body.platform ?? ctx.platform });
    return { data: info };
  },
  { auth: 'optional', restrictedArea: true },
);

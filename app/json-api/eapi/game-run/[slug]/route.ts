import { gameRunBodySchema } from '@/lib/domain/games/game-run-body';
import { dataAnswer } from '@croupier/platform/answer-schema';
import { gameRunInfoSchema } from '@croupier/platform/games/game-answers';
import { handle, pathSlug } from '@croupier/platform/http';
import { runGame } from '@croupier/platform/games/game-run';

export const dynamic = 'force-dynamic';

/**
 * Starts a game (spec §7): `{ data: GameRunInfo }`. A player's earlier session stops (its frame
 * is told over /ws); barred regions get 451 like the /play page (docs/API.md).
 */
export const POST = handle<{ slug: string }, typeof gameRunBodySchema>(
  async (_req, ctx) => {
    const slug = pathSlug(ctx.params.slug);
    const body = await ctx.body();
    const info = await runGame(ctx.db, { ...body, slug, user: ctx.user, locale: ctx.locale, platform: body.platform ?? ctx.platform });
    return { data: info };
  },
  {
    auth: 'optional',
    restrictedArea: true,
    body: gameRunBodySchema,
    answer: dataAnswer(gameRunInfoSchema),
    summary: 'Starts a game for real money or in demo mode: the URL of its frame',
    errors: { 400: ['game_disabled', 'demo_not_available'], 404: ['not_found'] },
  },
);

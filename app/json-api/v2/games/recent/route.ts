import { listAnswer } from '@croupier/platform/answer-schema';
import { gameDtoSchema } from '@croupier/platform/catalog/catalog-answers';
import { handle } from '@croupier/platform/http';
import { recentGames } from '@croupier/platform/games/recent-games';

export const dynamic = 'force-dynamic';

/** The player's recently launched games, latest first (docs/API.md). */
export const GET = handle(async (_req, ctx) => ({ data: { data: await recentGames(ctx.db, ctx.user.id, ctx.locale) } }), {
  auth: 'required',
  cache: 'private',
  answer: listAnswer(gameDtoSchema),
  summary: "The player's recently launched games, latest first",
});

import { dataAnswer } from '@croupier/platform/answer-schema';
import { userLevelDtoSchema } from '@croupier/platform/levels/level-answers';
import { handle } from '@croupier/platform/http';
import { userLevel } from '@croupier/platform/levels/user-level';

export const dynamic = 'force-dynamic';

/** The player's level, experience and progress to the next level: `{ data: UserLevelDto }` (spec §7 levels/user-level). */
export const GET = handle(async (_req, ctx) => ({ data: await userLevel(ctx.db, ctx.user.id, ctx.locale) }), {
  auth: 'required',
  cache: 'private',
  answer: dataAnswer(userLevelDtoSchema),
  summary: "The player's level, experience and progress to the next level",
});

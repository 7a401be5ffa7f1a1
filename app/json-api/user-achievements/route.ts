import { listAnswer } from '@croupier/platform/answer-schema';
import { userAchievementDtoSchema } from '@croupier/platform/achievements/achievement-answers';
import { listUserAchievements } from '@croupier/platform/achievements/user-achievements';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** Every achievement with the player's progress: `{ data: { data: UserAchievementDto[] } }` (spec §7 user-achievements). */
export const GET = handle(async (_req, ctx) => ({ data: { data: await listUserAchievements(ctx.db, ctx.user.id, ctx.locale) } }), {
  auth: 'required',
  cache: 'private',
  answer: listAnswer(userAchievementDtoSchema),
  summary: "Every achievement with the player's progress",
});

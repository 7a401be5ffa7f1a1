import { listAnswer } from '@/lib/platform/answer-schema';
import { userAchievementDtoSchema } from '@/lib/platform/achievements/achievement-answers';
import { listUserAchievements } from '@/lib/platform/achievements/user-achievements';
import { handle } from '@/lib/platform/http';

export const dynamic = 'force-dynamic';

/** Every achievement with the player's progress: `{ data: { data: UserAchievementDto[] } }` (spec §7 user-achievements). */
export const GET = handle(async (_req, ctx) => ({ data: { data: await listUserAchievements(ctx.db, ctx.user.id, ctx.locale) } }), {
  auth: 'required',
  cache: 'private',
  answer: listAnswer(userAchievementDtoSchema),
  summary: "Every achievement with the player's progress",
});

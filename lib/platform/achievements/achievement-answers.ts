import 'server-only';
import { z } from 'zod';
import type { UserAchievementDto } from '@/lib/domain/achievements/achievements';
import { answerSchema } from '@/lib/platform/answer-schema';

/** The answer schema of GET /json-api/user-achievements, tied to UserAchievementDto (lib/domain/achievements/achievements.ts). */
export const userAchievementDtoSchema = answerSchema<UserAchievementDto>()(
  z
    .strictObject({
      id: z.number().int(),
      actionId: z.string().describe('the achievement’s stable code'),
      progress: z.number().describe('0–100'),
      isCompleted: z.boolean(),
      title: z.string(),
      description: z.string(),
      image: z.string(),
      reward: z.strictObject({ title: z.string() }).nullable().describe('the gift it grants'),
      completedAt: z.string().nullable(),
    })
    .meta({ id: 'UserAchievementDto' }),
);

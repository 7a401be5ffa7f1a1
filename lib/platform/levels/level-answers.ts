import 'server-only';
import { z } from 'zod';
import { answerSchema } from '@/lib/platform/answer-schema';
import type { LevelDto } from '@/lib/platform/content/levels';
import type { UserLevelDto } from './user-level';

/** The answer schemas of the level calls, each tied to its DTO type. */

export const levelDtoSchema = answerSchema<LevelDto>()(
  z.strictObject({ index: z.number().int(), name: z.string(), image: z.string(), pointsRequired: z.number().int().describe('experience the level needs') }).meta({ id: 'LevelDto' }),
);

export const userLevelDtoSchema = answerSchema<UserLevelDto>()(
  z
    .strictObject({
      index: z.number().int(),
      name: z.string(),
      image: z.string(),
      experience: z.number().int().describe('experience points so far'),
      next: z.strictObject({ index: z.number().int(), pointsRequired: z.number().int() }).nullable().describe('null at the top'),
      progress: z.number().describe('0–100 from this level to the next'),
      bonus_availability_level: z.number().int(),
    })
    .meta({ id: 'UserLevelDto' }),
);

import 'server-only';
import { z } from 'zod';
import type { CategoryDto, GameDto } from '@/lib/domain/catalog/catalog-types';
import { answerSchema } from '@/lib/platform/answer-schema';

/** The answer schemas of the catalogue calls, each tied to its DTO type (lib/domain/catalog/catalog-types.ts). */

export const gameDtoSchema = answerSchema<GameDto>()(
  z
    .strictObject({
      id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      desktop_name: z.string(),
      preview: z.string().describe('image URL'),
      tall_preview: z.string().describe('image URL'),
      active: z.boolean(),
      badges: z.array(z.enum(['top', 'new', 'jackpot'])),
      disabled: z.boolean(),
      has_demo_mode: z.boolean(),
      allow_bonus_balance: z.boolean(),
      producer: z.strictObject({ slug: z.string(), name: z.string() }),
    })
    .meta({ id: 'GameDto' }),
);

/** GET /json-api/v2/games: a page of games with its counts. */
export const gamePageAnswerSchema = z.strictObject({
  data: z.strictObject({
    data: z.array(gameDtoSchema),
    meta: z.strictObject({ page: z.number().int(), limit: z.number().int(), totalItems: z.number().int(), pages: z.number().int() }),
  }),
});

export const categoryDtoSchema = answerSchema<CategoryDto>()(
  z
    .strictObject({
      id: z.number().int(),
      type: z.enum(['category', 'producer']),
      slug: z.string(),
      name: z.string(),
      image: z.string().nullable(),
      url: z.string().describe('the site page of the category or producer'),
      position: z.number().int(),
      showInLobby: z.boolean(),
      playersOnline: z.number().int().optional().describe('producers: players in their games now'),
    })
    .meta({ id: 'CategoryDto' }),
);

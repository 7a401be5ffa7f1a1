import 'server-only';
import { z } from 'zod';
import { BANNER_TYPES } from '@/lib/domain/catalog/catalog-query';
import type { WinnerDto } from '@/lib/domain/winners/winners';
import { answerSchema } from '@/lib/platform/answer-schema';
import type { BannerDto } from './banners';

/** The answer schemas of the content calls, each tied to its DTO type. */

export const bannerDtoSchema = answerSchema<BannerDto>()(
  z
    .strictObject({
      id: z.number().int(),
      type: z.enum(BANNER_TYPES),
      providerSlug: z.string().nullable(),
      title: z.string(),
      subtitle: z.string(),
      buttonText: z.string(),
      image: z.string(),
      url: z.string(),
    })
    .meta({ id: 'BannerDto' }),
);

export const winnerDtoSchema = answerSchema<WinnerDto>()(
  z
    .strictObject({
      id: z.number().int(),
      userName: z.string().describe('the nickname masked to its first letters'),
      amount: z.number().int().describe('minor units'),
      currency: z.string(),
      wonAt: z.string().describe('ISO 8601'),
      game: z.strictObject({ slug: z.string(), name: z.string(), preview: z.string() }).nullable().describe('null when the game no longer exists'),
    })
    .meta({ id: 'WinnerDto' }),
);

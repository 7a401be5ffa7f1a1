import 'server-only';
import { z } from 'zod';
import { BANNER_TYPES } from '@/lib/domain/catalog/catalog-query';
import { serverConfigSchema } from '@/lib/domain/content/server-config';
import type { WinnerDto } from '@/lib/domain/winners/winners';
import { answerSchema } from '@/lib/platform/answer-schema';
import type { BannerDto } from './banners';
import type { ContentBlockDto } from './content-blocks';
import type { PublicServerConfig } from './server-config';
import type { FooterBlockDto, FooterImageDto, SeoMetaDto } from './seo';
import type { StaticPageDto, StaticPageSummary } from './static-pages';

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

const staticPageSummary = {
  slug: z.string(),
  url: z.string(),
  pageType: z.string(),
  title: z.string(),
};

export const staticPageSummarySchema = answerSchema<StaticPageSummary>()(z.strictObject(staticPageSummary));

export const staticPageDtoSchema = answerSchema<StaticPageDto>()(
  z.strictObject({ ...staticPageSummary, paragraphs: z.array(z.string()).describe('plain text, one per paragraph'), updatedAt: z.string().describe('ISO 8601') }),
);

export const contentBlockDtoSchema = answerSchema<ContentBlockDto>()(
  z.strictObject({
    key: z.string(),
    title: z.string(),
    body: z.string(),
    image: z.string().nullable(),
    url: z.string().nullable(),
    startsAt: z.string().describe('ISO 8601'),
    endsAt: z.string().describe('ISO 8601'),
  }),
);

export const seoMetaDtoSchema = answerSchema<SeoMetaDto>()(
  z.strictObject({ path: z.string(), metaTitle: z.string(), metaDescription: z.string(), isNoindexPath: z.boolean() }),
);

export const footerImageDtoSchema = answerSchema<FooterImageDto>()(z.strictObject({ id: z.number().int(), image: z.string(), alt: z.string(), url: z.string().nullable() }));

export const footerBlockDtoSchema = answerSchema<FooterBlockDto>()(z.strictObject({ key: z.string(), content: z.string() }));

/**
 * GET /json-api/serverdata: the server config's own schema (lib/domain/content/server-config.ts,
 * which every read of the config parses) without the operator-only fields.
 */
export const publicServerConfigSchema = answerSchema<PublicServerConfig>()(
  serverConfigSchema.omit({ restrictedCountries: true, blockedCountries: true, documents: true, profileCompletionGift: true }).meta({ id: 'PublicServerConfig' }),
);

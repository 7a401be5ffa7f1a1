import { listAnswer } from '@croupier/platform/answer-schema';
import { bannerDtoSchema } from '@croupier/platform/content/content-answers';
import { bannersQuerySchema } from '@/lib/domain/catalog/catalog-query';
import { listBanners } from '@croupier/platform/content/banners';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** Active banners by position; the caller reads the list in data.data (spec §7). */
export const GET = handle(
  async (_req, ctx) => {
    const filter = ctx.query();
    return { data: { data: await listBanners(ctx.db, filter, ctx.locale) } };
  },
  { cache: 'public', query: bannersQuerySchema, answer: listAnswer(bannerDtoSchema), summary: 'Active banners by position', errors: { 400: ['invalid_type', 'invalid_provider_slug'] } },
);

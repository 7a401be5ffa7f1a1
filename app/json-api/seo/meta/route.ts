import { dataAnswer } from '@croupier/platform/answer-schema';
import { seoMetaDtoSchema } from '@croupier/platform/content/content-answers';
import { seoMetaQuerySchema } from '@/lib/domain/catalog/catalog-query';
import { getSeoMeta } from '@croupier/platform/content/seo';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** Meta of one site path; `data: null` (200) when the operator has none, so pages use their defaults. */
export const GET = handle(
  async (_req, ctx) => {
    const { path } = ctx.query();
    return { data: await getSeoMeta(ctx.db, path, ctx.locale) };
  },
  { cache: 'public', query: seoMetaQuerySchema, answer: dataAnswer(seoMetaDtoSchema.nullable()), summary: "The operator's meta of one site path, or null", errors: { 400: ['invalid_path'] } },
);

import { listAnswer } from '@croupier/platform/answer-schema';
import { categoryDtoSchema } from '@croupier/platform/catalog/catalog-answers';
import { categoriesQuerySchema } from '@/lib/domain/catalog/catalog-query';
import { listCategories } from '@croupier/platform/catalog/categories';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** Categories or producers by position ascending; the caller reads data.data (spec §7). */
export const GET = handle(
  async (_req, ctx) => {
    const { type } = ctx.query();
    return { data: { data: await listCategories(ctx.db, type, ctx.locale) } };
  },
  { cache: 'public', query: categoriesQuerySchema, answer: listAnswer(categoryDtoSchema), summary: 'Categories or producers by position', errors: { 400: ['invalid_type'] } },
);

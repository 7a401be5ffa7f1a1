import { z } from 'zod';
import { categoryDtoSchema } from '@croupier/platform/catalog/catalog-answers';
import { categoryQuerySchema } from '@/lib/domain/catalog/catalog-query';
import { findCategoryAnyType, getCategory } from '@croupier/platform/catalog/categories';
import { found, handle, pathSlug } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** One category or producer; without filter[type] a category wins over a producer of the same slug. */
export const GET = handle<{ slug: string }, undefined, typeof categoryQuerySchema>(
  async (_req, ctx) => {
    const slug = pathSlug(ctx.params.slug);
    const { type } = ctx.query();
    const category = type ? await getCategory(ctx.db, type, slug, ctx.locale) : await findCategoryAnyType(ctx.db, slug, ctx.locale);
    return { data: { data: found(category) } };
  },
  { cache: 'public', query: categoryQuerySchema, answer: z.strictObject({ data: z.strictObject({ data: categoryDtoSchema }) }), summary: 'One category or producer (a category wins without filter[type])', errors: { 400: ['invalid_type'] } },
);

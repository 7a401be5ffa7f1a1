import { z } from 'zod';
import { dataAnswer } from '@croupier/platform/answer-schema';
import { staticPageSummarySchema } from '@croupier/platform/content/content-answers';
import { staticPagesQuerySchema } from '@/lib/domain/catalog/catalog-query';
import { listStaticPages } from '@croupier/platform/content/static-pages';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

export const GET = handle(
  async (_req, ctx) => {
    const filter = ctx.query();
    return { data: await listStaticPages(ctx.db, filter, ctx.locale) };
  },
  { cache: 'public', query: staticPagesQuerySchema, answer: dataAnswer(z.array(staticPageSummarySchema)), summary: 'The static pages', errors: { 400: ['invalid_hidden'] } },
);

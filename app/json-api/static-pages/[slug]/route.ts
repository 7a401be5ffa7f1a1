import { dataAnswer } from '@croupier/platform/answer-schema';
import { staticPageDtoSchema } from '@croupier/platform/content/content-answers';
import { getStaticPage } from '@croupier/platform/content/static-pages';
import { found, handle, pathSlug } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** One static page; hidden pages still open by their slug (they are only left out of lists). */
export const GET = handle<{ slug: string }>(
  async (_req, ctx) => ({ data: found(await getStaticPage(ctx.db, pathSlug(ctx.params.slug), ctx.locale)) }),
  { cache: 'public', answer: dataAnswer(staticPageDtoSchema), summary: 'One static page by its slug (hidden pages too)' },
);

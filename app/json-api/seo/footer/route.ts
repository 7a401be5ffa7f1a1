import { z } from 'zod';
import { dataAnswer } from '@croupier/platform/answer-schema';
import { footerImageDtoSchema } from '@croupier/platform/content/content-answers';
import { listFooterImages } from '@croupier/platform/content/seo';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** Licence, payment and responsible-gaming marks of the footer. */
export const GET = handle(async (_req, { db, locale }) => ({ data: await listFooterImages(db, locale) }), {
  cache: 'public',
  answer: dataAnswer(z.array(footerImageDtoSchema)),
  summary: 'Licence, payment and responsible-gaming marks of the footer',
});

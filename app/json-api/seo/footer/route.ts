import { listFooterImages } from '@croupier/platform/content/seo';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** Licence, payment and responsible-gaming marks of the footer. */
export const GET = handle(async (_req, { db, locale }) => ({ data: await listFooterImages(db, locale) }), {
  cache: 'public',
  summary: 'Licence, payment and responsible-gaming marks of the footer',
});

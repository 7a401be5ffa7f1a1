import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import { apiDocument } from '@/app/json-api/openapi.json/api-document';
import type { L, Params } from '@/app/[locale]/_page/page-params';
import { ApiReference } from '@/components/api-reference/api-reference';
import { enterLocale } from '@/components/page-data/data';
import { StandaloneFrame } from '@/components/status/status-screen';
import { getDb } from '@croupier/platform/db/client';
import { buildPageMetadata } from '@croupier/platform/seo/page-metadata';

/**
 * /developers/api: the generated description of the JSON API (GET /json-api/openapi.json) as a
 * page for integrators. Not a player's page, so it has the status pages' bar instead of the
 * site's chrome (the (reference) group has no layout), and search engines are kept off it.
 * Read from the code, the same for everyone: ISR.
 */
export const revalidate = 3600;
export default async function ApiReferencePage({ params }: Params<L>) {
  const locale = enterLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'site' });
  return (
    <StandaloneFrame homeHref={getPathname({ href: '/', locale })} homeLabel={t('home')}>
      <ApiReference locale={locale} document={apiDocument()} />
    </StandaloneFrame>
  );
}

export async function generateMetadata({ params }: Params<L>): Promise<Metadata> {
  const locale = enterLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'apiReference' });
  return buildPageMetadata(await getDb(), { locale, path: '/developers/api', fallbackTitle: t('metaTitle'), noindex: true });
}

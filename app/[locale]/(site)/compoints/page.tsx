import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { buildPageMetadata } from '@croupier/platform/seo/page-metadata';
import { getDb } from '@croupier/platform/db/client';
import { enterLocale } from '@/components/page-data/data';
import type { L, Params } from '@/app/[locale]/_page/page-params';
import { CompointsShop } from '@/components/compoints/compoints-shop';
import { RouteMessages } from '@/i18n/client-messages';

/**
 * The compoints shop (spec §2; login required: the proxy sends guests to login, route-rules.ts).
 * The same HTML for every player (ISR); the player's compoints, products and gifts are read in
 * the browser.
 */
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)

export default async function Compoints({ params }: Params<L>) {
  enterLocale((await params).locale);
  return (
    <RouteMessages>
      <CompointsShop />
    </RouteMessages>
  );
}

/** A private page: a title for the browser tab, kept out of search engines. */
export async function generateMetadata({ params }: Params<L>): Promise<Metadata> {
  const locale = enterLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'compoints' });
  return buildPageMetadata(await getDb(), { locale, path: '/compoints', fallbackTitle: t('meta.title'), noindex: true });
}

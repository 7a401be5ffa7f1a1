import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { sitePath, type SiteVariant } from '@/lib/domain/site-paths';
import { SiteShell } from '@/components/layout/site-shell';
import type { ReactNode } from 'react';
import { CategoryPage, categoryMetadata } from './category-page';
import { enterLocale, isPageSlug, parsePageNumber } from './data';
import { LobbyPage, lobbyMetadata } from './lobby-page';
import { ProducerPage, producerMetadata } from './producer-page';
import { ProducersPage, producersMetadata } from './producers-page';
import { StaticPageView, staticPageMetadata } from './static-page';

/**
 * The route files under app/[locale]/(site) and app/[locale]/guest are one line each: they hand
 * their params to these, with the variant they belong to. Metadata always describes the main
 * variant's path, so the guest copy's canonical points to the main page.
 */
type Params<T> = { params: Promise<T> };
type L = { locale: string };

export async function siteLayout(variant: SiteVariant, { params, children }: Params<L> & { children: ReactNode }) {
  const { locale } = await params;
  return (
    <SiteShell locale={enterLocale(locale)} variant={variant}>
      {children}
    </SiteShell>
  );
}

export async function lobbyRoute(variant: SiteVariant, { params }: Params<L>) {
  const { locale } = await params;
  return <LobbyPage locale={enterLocale(locale)} variant={variant} />;
}

export async function lobbyRouteMetadata({ params }: Params<L>): Promise<Metadata> {
  return lobbyMetadata(enterLocale((await params).locale));
}

/** Page N of a paged list (N ≥ 2); "/page/1" redirects to the list itself, anything else is a 404. */
function pageOf(raw: string | undefined, listPath: string, locale: ReturnType<typeof enterLocale>, variant: SiteVariant): number {
  if (raw === undefined) return 1;
  if (raw === '1') permanentRedirect(sitePath(listPath, locale, variant));
  const page = parsePageNumber(raw);
  if (page === null) notFound();
  return page;
}

type CategoryParams = L & { slug: string; n?: string };

export async function categoryRoute(variant: SiteVariant, { params }: Params<CategoryParams>) {
  const { locale: raw, slug, n } = await params;
  const locale = enterLocale(raw);
  if (!isPageSlug(slug)) notFound();
  return <CategoryPage locale={locale} variant={variant} slug={slug} page={pageOf(n, `/games/${slug}`, locale, variant)} />;
}

export async function categoryRouteMetadata({ params }: Params<CategoryParams>): Promise<Metadata> {
  const { locale, slug, n } = await params;
  return categoryMetadata({ locale: enterLocale(locale), slug, page: (n && parsePageNumber(n)) || 1 });
}

export async function producersRoute(variant: SiteVariant, { params }: Params<L>) {
  return <ProducersPage locale={enterLocale((await params).locale)} variant={variant} />;
}

export async function producersRouteMetadata({ params }: Params<L>): Promise<Metadata> {
  return producersMetadata(enterLocale((await params).locale));
}

type ProducerParams = L & { slug: string; category?: string; n?: string };

export async function producerRoute(variant: SiteVariant, { params }: Params<ProducerParams>) {
  const { locale: raw, slug, category, n } = await params;
  const locale = enterLocale(raw);
  if (!isPageSlug(slug) || (category !== undefined && !isPageSlug(category))) notFound();
  const list = category ? `/producers/${slug}/${category}` : `/producers/${slug}`;
  return <ProducerPage locale={locale} variant={variant} slug={slug} category={category} page={pageOf(n, list, locale, variant)} />;
}

export async function producerRouteMetadata({ params }: Params<ProducerParams>): Promise<Metadata> {
  const { locale, slug, category, n } = await params;
  return producerMetadata({ locale: enterLocale(locale), slug, category, page: (n && parsePageNumber(n)) || 1 });
}

type StaticParams = L & { slug: string };

export async function staticRoute(variant: SiteVariant, { params }: Params<StaticParams>) {
  const { locale, slug } = await params;
  if (!isPageSlug(slug)) notFound();
  return <StaticPageView locale={enterLocale(locale)} variant={variant} slug={slug} />;
}

export async function staticRouteMetadata({ params }: Params<StaticParams>): Promise<Metadata> {
  const { locale, slug } = await params;
  return staticPageMetadata({ locale: enterLocale(locale), slug });
}

/** Dynamic segments are rendered on their first request and then cached (see app/[locale]/layout.tsx). */
export function noStaticParams() {
  return [];
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { SiteVariant } from '@/lib/domain/routing/site-paths';
import { CategoryPage, categoryMetadata } from '@/components/pages/category-page';
import { enterLocale, isPageSlug, parsePageNumber } from '@/components/page-data/data';
import { pageOf, type L, type Params } from '@/app/[locale]/_route/route-params';

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

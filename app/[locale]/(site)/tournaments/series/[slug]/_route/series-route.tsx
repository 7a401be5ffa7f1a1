import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { SiteVariant } from '@/lib/domain/routing/site-paths';
import { enterLocale, isPageSlug } from '@/components/page-data/data';
import { SeriesPage, seriesMetadata } from '@/components/tournaments/series-page';
import type { L, Params } from '@/app/[locale]/_route/route-params';

type P = L & { slug: string };

export async function seriesRoute(variant: SiteVariant, { params }: Params<P>) {
  const { locale, slug } = await params;
  if (!isPageSlug(slug)) notFound();
  return <SeriesPage slug={slug} locale={enterLocale(locale)} variant={variant} />;
}

export async function seriesRouteMetadata({ params }: Params<P>): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!isPageSlug(slug)) notFound();
  return seriesMetadata(slug, enterLocale(locale));
}

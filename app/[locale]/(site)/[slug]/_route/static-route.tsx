import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { SiteVariant } from '@/lib/domain/routing/site-paths';
import { StaticPageView, staticPageMetadata } from '@/components/pages/static-page';
import { enterLocale, isPageSlug } from '@/components/page-data/data';
import type { L, Params } from '@/app/[locale]/_route/route-params';

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

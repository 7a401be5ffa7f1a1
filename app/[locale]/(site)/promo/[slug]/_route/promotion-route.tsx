import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { SiteVariant } from '@/lib/domain/routing/site-paths';
import { enterLocale, isPageSlug } from '@/components/page-data/data';
import { PromotionPage, promotionMetadata } from '@/components/promotions/page/promotion-page';
import type { L, Params } from '@/app/[locale]/_route/route-params';

type P = L & { slug: string };

export async function promotionRoute(variant: SiteVariant, { params }: Params<P>) {
  const { locale, slug } = await params;
  if (!isPageSlug(slug)) notFound();
  return <PromotionPage slug={slug} locale={enterLocale(locale)} variant={variant} />;
}

export async function promotionRouteMetadata({ params }: Params<P>): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!isPageSlug(slug)) notFound();
  return promotionMetadata(slug, enterLocale(locale));
}

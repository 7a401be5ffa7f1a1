import type { Metadata } from 'next';
import type { SiteVariant } from '@/lib/domain/routing/site-paths';
import { enterLocale } from '@/components/page-data/data';
import { PromotionListPage, promotionListMetadata } from '@/components/promotions/list/promotions-list-page';
import type { L, Params } from '@/app/[locale]/_route/route-params';

export async function promotionListRoute(variant: SiteVariant, { params }: Params<L>) {
  return <PromotionListPage locale={enterLocale((await params).locale)} variant={variant} />;
}

export async function promotionListRouteMetadata({ params }: Params<L>): Promise<Metadata> {
  return promotionListMetadata(enterLocale((await params).locale));
}

import type { Metadata } from 'next';
import type { SiteVariant } from '@/lib/domain/routing/site-paths';
import { enterLocale } from '@/components/page-data/data';
import { PromoListPage, promoListMetadata } from '@/components/promotions/list/promotions-list-page';
import type { L, Params } from '@/app/[locale]/_route/route-params';

export async function promoListRoute(variant: SiteVariant, { params }: Params<L>) {
  return <PromoListPage locale={enterLocale((await params).locale)} variant={variant} />;
}

export async function promoListRouteMetadata({ params }: Params<L>): Promise<Metadata> {
  return promoListMetadata(enterLocale((await params).locale));
}

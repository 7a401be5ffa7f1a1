import type { Metadata } from 'next';
import type { SiteVariant } from '@/lib/domain/routing/site-paths';
import { ProducersPage, producersMetadata } from '@/components/pages/producers-page';
import { enterLocale } from '@/components/page-data/data';
import type { L, Params } from '@/app/[locale]/_route/route-params';

export async function producersRoute(variant: SiteVariant, { params }: Params<L>) {
  return <ProducersPage locale={enterLocale((await params).locale)} variant={variant} />;
}

export async function producersRouteMetadata({ params }: Params<L>): Promise<Metadata> {
  return producersMetadata(enterLocale((await params).locale));
}

import type { Metadata } from 'next';
import type { SiteVariant } from '@/lib/domain/routing/site-paths';
import { enterLocale } from '@/components/page-data/data';
import { TournamentsPage, tournamentsMetadata } from '@/components/tournaments/tournaments-page';
import type { L, Params } from '@/app/[locale]/_route/route-params';

export async function tournamentsRoute(variant: SiteVariant, { params }: Params<L>) {
  return <TournamentsPage locale={enterLocale((await params).locale)} variant={variant} />;
}

export async function tournamentsRouteMetadata({ params }: Params<L>): Promise<Metadata> {
  return tournamentsMetadata(enterLocale((await params).locale));
}

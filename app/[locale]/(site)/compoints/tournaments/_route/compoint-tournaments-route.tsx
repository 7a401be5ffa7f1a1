import type { Metadata } from 'next';
import { enterLocale } from '@/components/page-data/data';
import { CompointTournamentsPage, compointTournamentsMetadata } from '@/components/tournaments/compoint-tournaments-page';
import type { L, Params } from '@/app/[locale]/_route/route-params';

export async function compointTournamentsRoute({ params }: Params<L>) {
  return <CompointTournamentsPage locale={enterLocale((await params).locale)} />;
}

export async function compointTournamentsRouteMetadata({ params }: Params<L>): Promise<Metadata> {
  return compointTournamentsMetadata(enterLocale((await params).locale));
}

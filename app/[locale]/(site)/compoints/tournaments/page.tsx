import type { Metadata } from 'next';
import { enterLocale } from '@/components/page-data/data';
import { CompointTournamentsPage, compointTournamentsMetadata } from '@/components/tournaments/compoint-tournaments-page';
import type { L, Params } from '@/app/[locale]/_page/page-params';

// Compoint tournaments (spec platform §2, login required); the player's data is read in the browser.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)

export async function generateMetadata({ params }: Params<L>): Promise<Metadata> {
  return compointTournamentsMetadata(enterLocale((await params).locale));
}

export default async function CompointTournaments({ params }: Params<L>) {
  return <CompointTournamentsPage locale={enterLocale((await params).locale)} />;
}

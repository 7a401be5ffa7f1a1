import type { Metadata } from 'next';
import { TournamentsPage, tournamentsMetadata } from '@/components/tournaments/tournaments-page';
import { enterLocale } from '@/components/page-data/data';
import type { VariantPageProps } from '@/app/[locale]/_page/guest-page';
import type { L, Params } from '@/app/[locale]/_page/page-params';

// The tournament list (spec §2, main variant).
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)

export async function generateMetadata({ params }: Params<L>): Promise<Metadata> {
  return tournamentsMetadata(enterLocale((await params).locale));
}

export default async function Tournaments({ params, variant = 'main' }: VariantPageProps<L>) {
  return <TournamentsPage locale={enterLocale((await params).locale)} variant={variant} />;
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TournamentGamesPage, tournamentGamesMetadata } from '@/components/tournaments/tournament-games-page';
import { enterLocale, isPageSlug } from '@/components/page-data/data';
import type { VariantPageProps } from '@/app/[locale]/_page/guest-page';
import { noStaticParams, type L, type Params } from '@/app/[locale]/_page/page-params';

type P = L & { slug: string };

// A tournament's games (main variant).
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateStaticParams = noStaticParams;

export async function generateMetadata({ params }: Params<P>): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!isPageSlug(slug)) notFound();
  return tournamentGamesMetadata(slug, enterLocale(locale));
}

export default async function TournamentGames({ params, variant = 'main' }: VariantPageProps<P>) {
  const { locale, slug } = await params;
  if (!isPageSlug(slug)) notFound();
  return <TournamentGamesPage slug={slug} locale={enterLocale(locale)} variant={variant} />;
}

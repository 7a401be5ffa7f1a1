import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { SiteVariant } from '@/lib/domain/routing/site-paths';
import { enterLocale, isPageSlug } from '@/components/page-data/data';
import { TournamentGamesPage, tournamentGamesMetadata } from '@/components/tournaments/tournament-games-page';
import type { L, Params } from '@/app/[locale]/_route/route-params';

type P = L & { slug: string };

export async function tournamentGamesRoute(variant: SiteVariant, { params }: Params<P>) {
  const { locale, slug } = await params;
  if (!isPageSlug(slug)) notFound();
  return <TournamentGamesPage slug={slug} locale={enterLocale(locale)} variant={variant} />;
}

export async function tournamentGamesRouteMetadata({ params }: Params<P>): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!isPageSlug(slug)) notFound();
  return tournamentGamesMetadata(slug, enterLocale(locale));
}

import { tournamentGamesRoute, tournamentGamesRouteMetadata } from './_route/tournament-games-route';
import { noStaticParams } from '@/app/[locale]/_route/route-params';

// A tournament's games (main variant); the body is in the route module.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateStaticParams = noStaticParams;
export const generateMetadata = tournamentGamesRouteMetadata;

export default function Page(props: { params: Promise<{ locale: string; slug: string }> }) {
  return tournamentGamesRoute('main', props);
}

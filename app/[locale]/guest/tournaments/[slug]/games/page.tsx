import { tournamentGamesRoute, tournamentGamesRouteMetadata } from '@/app/[locale]/(site)/tournaments/[slug]/games/_route/tournament-games-route';
import { noStaticParams } from '@/app/[locale]/_route/route-params';

// A tournament's games (guest variant); the body is in the route module.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateStaticParams = noStaticParams;
export const generateMetadata = tournamentGamesRouteMetadata;

export default function Page(props: { params: Promise<{ locale: string; slug: string }> }) {
  return tournamentGamesRoute('guest', props);
}

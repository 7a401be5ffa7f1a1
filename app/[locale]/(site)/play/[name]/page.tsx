import { playRoute, playRouteMetadata } from './_route/play-route';
import { noStaticParams } from '@/app/[locale]/_route/route-params';

// The game page (main variant only); the body lives in components/game-frame.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateStaticParams = noStaticParams;
export const generateMetadata = playRouteMetadata;

export default function Page(props: { params: Promise<{ locale: string; name: string }> }) {
  return playRoute(props);
}

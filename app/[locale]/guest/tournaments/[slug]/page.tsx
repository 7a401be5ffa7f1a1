import { tournamentRoute, tournamentRouteMetadata } from '@/app/[locale]/(site)/tournaments/[slug]/_route/tournament-route';
import { noStaticParams } from '@/app/[locale]/_route/route-params';

// One tournament (guest variant); the body is in the route module.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateStaticParams = noStaticParams;
export const generateMetadata = tournamentRouteMetadata;

export default function Page(props: { params: Promise<{ locale: string; slug: string }> }) {
  return tournamentRoute('guest', props);
}

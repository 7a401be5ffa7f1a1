import { tournamentsRoute, tournamentsRouteMetadata } from '@/app/[locale]/(site)/tournaments/_route/tournaments-route';

// The tournament list (guest variant); the body is in the main route's module.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateMetadata = tournamentsRouteMetadata;

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return tournamentsRoute('guest', props);
}

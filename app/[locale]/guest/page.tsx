import { lobbyRouteMetadata, lobbyRoute } from '@/app/[locale]/(site)/_route/lobby-route';

// The lobby (guest variant); the body is in the route module it imports.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateMetadata = lobbyRouteMetadata;

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return lobbyRoute('guest', props);
}

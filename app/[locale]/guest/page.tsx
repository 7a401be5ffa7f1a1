import { lobbyRouteMetadata, lobbyRoute } from '@/components/pages/routes/lobby-route';

// The lobby (guest variant); the body lives in components/pages.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateMetadata = lobbyRouteMetadata;

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return lobbyRoute('guest', props);
}

import { compointTournamentsRoute, compointTournamentsRouteMetadata } from './_route/compoint-tournaments-route';

// Compoint tournaments (spec platform §2, login required); the player's data is read in the browser.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateMetadata = compointTournamentsRouteMetadata;

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return compointTournamentsRoute(props);
}

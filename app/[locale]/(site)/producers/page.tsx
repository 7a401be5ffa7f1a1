import { producersRouteMetadata, producersRoute } from './_route/producers-route';

// All producers (main variant); the body is in the route module it imports.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateMetadata = producersRouteMetadata;

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return producersRoute('main', props);
}

import { producersRouteMetadata, producersRoute } from '@/app/[locale]/(site)/producers/_route/producers-route';

// All producers (guest variant); the body is in the route module it imports.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateMetadata = producersRouteMetadata;

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return producersRoute('guest', props);
}

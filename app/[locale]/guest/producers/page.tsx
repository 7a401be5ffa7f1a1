import { producersRouteMetadata, producersRoute } from '@/components/pages/routes/producers-route';

// All producers (guest variant); the body lives in components/pages.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateMetadata = producersRouteMetadata;

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return producersRoute('guest', props);
}

import { producerRouteMetadata, producerRoute } from '@/app/[locale]/(site)/producers/[slug]/_route/producer-route';
import { noStaticParams } from '@/app/[locale]/_route/route-params';

// A producer's games (guest variant); the body is in the route module it imports.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateStaticParams = noStaticParams;
export const generateMetadata = producerRouteMetadata;

export default function Page(props: { params: Promise<{ locale: string; slug: string; n: string }> }) {
  return producerRoute('guest', props);
}

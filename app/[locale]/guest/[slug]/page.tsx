import { staticRouteMetadata, staticRoute } from '@/app/[locale]/(site)/[slug]/_route/static-route';
import { noStaticParams } from '@/app/[locale]/_route/route-params';

// A static page (guest variant); the body is in the route module it imports.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateStaticParams = noStaticParams;
export const generateMetadata = staticRouteMetadata;

export default function Page(props: { params: Promise<{ locale: string; slug: string }> }) {
  return staticRoute('guest', props);
}

import { staticRouteMetadata, staticRoute } from '@/components/pages/routes/static-route';
import { noStaticParams } from '@/components/pages/routes/route-params';

// A static page (main variant); the body lives in components/pages.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateStaticParams = noStaticParams;
export const generateMetadata = staticRouteMetadata;

export default function Page(props: { params: Promise<{ locale: string; slug: string }> }) {
  return staticRoute('main', props);
}

import { categoryRouteMetadata, categoryRoute } from '@/components/pages/routes/category-route';
import { noStaticParams } from '@/components/pages/routes/route-params';

// A category's games (main variant); the body lives in components/pages.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateStaticParams = noStaticParams;
export const generateMetadata = categoryRouteMetadata;

export default function Page(props: { params: Promise<{ locale: string; slug: string; n: string }> }) {
  return categoryRoute('main', props);
}

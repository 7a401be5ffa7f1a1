import { categoryRouteMetadata, categoryRoute } from '@/app/[locale]/(site)/games/[slug]/_route/category-route';
import { noStaticParams } from '@/app/[locale]/_route/route-params';

// A category's games (guest variant); the body is in the route module it imports.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateStaticParams = noStaticParams;
export const generateMetadata = categoryRouteMetadata;

export default function Page(props: { params: Promise<{ locale: string; slug: string; n: string }> }) {
  return categoryRoute('guest', props);
}

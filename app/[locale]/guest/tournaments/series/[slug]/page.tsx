import { seriesRoute, seriesRouteMetadata } from '@/app/[locale]/(site)/tournaments/series/[slug]/_route/series-route';
import { noStaticParams } from '@/app/[locale]/_route/route-params';

// A tournament series (guest variant); the body is in the route module.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateStaticParams = noStaticParams;
export const generateMetadata = seriesRouteMetadata;

export default function Page(props: { params: Promise<{ locale: string; slug: string }> }) {
  return seriesRoute('guest', props);
}

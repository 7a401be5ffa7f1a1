import { promotionRoute, promotionRouteMetadata } from './_route/promotion-route';
import { noStaticParams } from '@/app/[locale]/_route/route-params';

// One promotion (main variant); the body is in the route module.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateStaticParams = noStaticParams;
export const generateMetadata = promotionRouteMetadata;

export default function Page(props: { params: Promise<{ locale: string; slug: string }> }) {
  return promotionRoute('main', props);
}

import { promotionListRoute, promotionListRouteMetadata } from './_route/promotions-list-route';

// The promotions list (spec §2, main variant); the body is in the route module it imports.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateMetadata = promotionListRouteMetadata;

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return promotionListRoute('main', props);
}

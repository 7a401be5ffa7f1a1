import { promotionListRoute, promotionListRouteMetadata } from '@/app/[locale]/(site)/promo/_route/promotions-list-route';

// The promotions list (guest variant); the body is in the main route's module.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateMetadata = promotionListRouteMetadata;

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return promotionListRoute('guest', props);
}

import Promotions from '@/app/[locale]/(site)/promo/page';
import { guestPage } from '@/app/[locale]/_page/guest-page';

// The promotions list (spec §2, guest variant).
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export { generateMetadata } from '@/app/[locale]/(site)/promo/page';

export default guestPage(Promotions);

import Producers from '@/app/[locale]/(site)/producers/page';
import { guestPage } from '@/app/[locale]/_page/guest-page';

// All producers (guest variant).
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export { generateMetadata } from '@/app/[locale]/(site)/producers/page';

export default guestPage(Producers);

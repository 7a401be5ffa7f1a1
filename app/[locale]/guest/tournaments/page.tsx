import Tournaments from '@/app/[locale]/(site)/tournaments/page';
import { guestPage } from '@/app/[locale]/_page/guest-page';

// The tournament list (spec §2, guest variant).
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export { generateMetadata } from '@/app/[locale]/(site)/tournaments/page';

export default guestPage(Tournaments);

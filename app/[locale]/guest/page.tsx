import Lobby from '@/app/[locale]/(site)/page';
import { guestPage } from '@/app/[locale]/_page/guest-page';

// The lobby (guest variant).
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export { generateMetadata } from '@/app/[locale]/(site)/page';

export default guestPage(Lobby);

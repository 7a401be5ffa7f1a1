import TakeGift from '@/app/[locale]/(site)/take/gift/page';
import { guestPage } from '@/app/[locale]/_page/guest-page';

// The take-gift page of the default offer (guest variant: sign-up and log-in links only), whose
// metadata makes the main page canonical (noindex either way).
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export { generateMetadata } from '@/app/[locale]/(site)/take/gift/page';

export default guestPage(TakeGift);

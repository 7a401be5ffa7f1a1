import Tournament from '@/app/[locale]/(site)/tournaments/[slug]/page';
import { guestPage } from '@/app/[locale]/_page/guest-page';
import { noStaticParams } from '@/app/[locale]/_page/page-params';

// One tournament (guest variant).
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateStaticParams = noStaticParams;
export { generateMetadata } from '@/app/[locale]/(site)/tournaments/[slug]/page';

export default guestPage(Tournament);

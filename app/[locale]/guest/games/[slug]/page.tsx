import Category from '@/app/[locale]/(site)/games/[slug]/page';
import { guestPage } from '@/app/[locale]/_page/guest-page';
import { noStaticParams } from '@/app/[locale]/_page/page-params';

// A category's games (guest variant).
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateStaticParams = noStaticParams;
export { generateMetadata } from '@/app/[locale]/(site)/games/[slug]/page';

export default guestPage(Category);

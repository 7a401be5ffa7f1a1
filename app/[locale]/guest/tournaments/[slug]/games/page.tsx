import TournamentGames from '@/app/[locale]/(site)/tournaments/[slug]/games/page';
import { guestPage } from '@/app/[locale]/_page/guest-page';
import { noStaticParams } from '@/app/[locale]/_page/page-params';

// A tournament's games (guest variant).
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateStaticParams = noStaticParams;
export { generateMetadata } from '@/app/[locale]/(site)/tournaments/[slug]/games/page';

export default guestPage(TournamentGames);

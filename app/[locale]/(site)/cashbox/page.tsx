import { cashboxMetadata, cashboxRoute } from './_route/cashbox-route';

// The cashbox as a page of its own: opened directly, or back from the payment page. The same
// HTML for every player (ISR); the player's data is read in the browser.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateMetadata = cashboxMetadata;

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return cashboxRoute('page', props);
}

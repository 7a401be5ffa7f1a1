import { cashboxMetadata, cashboxRoute } from '@/app/[locale]/(site)/cashbox/_route/cashbox-route';

// The cashbox as a popup over the page the player came from (intercepting route).
export const revalidate = 60;
// Without metadata of its own, the document loses its <title> while the popup is open.
export const generateMetadata = cashboxMetadata;

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return cashboxRoute('modal', props);
}

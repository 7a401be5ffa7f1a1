import { registrationMetadata, registrationRoute } from '@/app/[locale]/(site)/registration/_route/registration-route';

// The same screen as a popup over the page the visitor came from (intercepting route).
export const revalidate = 60;
// Without metadata of its own, the document loses its <title> while the popup is open.
export const generateMetadata = registrationMetadata;

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return registrationRoute('modal', props);
}

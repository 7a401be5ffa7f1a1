import { loginMetadata, loginRoute } from '@/app/[locale]/(site)/login/_route/login-route';

// The same screen as a popup over the page the visitor came from (intercepting route).
export const revalidate = 60;
// Without metadata of its own, the document loses its <title> while the popup is open.
export const generateMetadata = loginMetadata;

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return loginRoute('modal', props);
}

import { loginRoute } from '@/app/[locale]/(site)/login/_route/login-route';

// The same screen as a popup over the page the visitor came from (intercepting route).
export const revalidate = 60;

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return loginRoute('modal', props);
}

import { registrationRoute } from '@/app/[locale]/(site)/registration/_route/registration-route';

// The same screen as a popup over the page the visitor came from (intercepting route).
export const revalidate = 60;

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return registrationRoute('modal', props);
}

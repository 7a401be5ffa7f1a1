import { remindRoute } from '@/app/[locale]/(site)/remind/_route/remind-route';

// The same screen as a popup over the page the visitor came from (intercepting route).
export const revalidate = 60;

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return remindRoute('modal', props);
}

import { remindMetadata, remindRoute } from '@/app/[locale]/(site)/remind/_route/remind-route';

// The same screen as a popup over the page the visitor came from (intercepting route).
export const revalidate = 60;
// Without metadata of its own, the document loses its <title> while the popup is open.
export const generateMetadata = remindMetadata;

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return remindRoute('modal', props);
}

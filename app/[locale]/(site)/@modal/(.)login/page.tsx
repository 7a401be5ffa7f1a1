import Login from '@/app/[locale]/(site)/login/page';
import type { Params } from '@/app/[locale]/_page/page-params';

// The same screen as a popup over the page the visitor came from (intercepting route).
export const revalidate = 60;
// Without metadata of its own, the document loses its <title> while the popup is open.
export { generateMetadata } from '@/app/[locale]/(site)/login/page';

export default function Modal({ params }: Params<{ locale: string }>) {
  return <Login params={params} mode="modal" />;
}

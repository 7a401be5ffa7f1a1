import Cashbox from '@/app/[locale]/(site)/cashbox/page';
import type { Params } from '@/app/[locale]/_page/page-params';

// The cashbox as a popup over the page the player came from (intercepting route).
export const revalidate = 60;
// Without metadata of its own, the document loses its <title> while the popup is open.
export { generateMetadata } from '@/app/[locale]/(site)/cashbox/page';

export default function Modal({ params }: Params<{ locale: string }>) {
  return <Cashbox params={params} mode="modal" />;
}

import NewPassword from '@/app/[locale]/(site)/new-password/[code]/page';
import type { Params } from '@/app/[locale]/_page/page-params';

// The same screen as a popup over the page the visitor came from (intercepting route).
// Rendered per request, never ISR: the path holds a reset code, and a cached render would keep
// every code (a secret, or any string a visitor makes up) as a file under .next for good.
export const dynamic = 'force-dynamic';
// Without metadata of its own, the document loses its <title> while the popup is open.
export { generateMetadata } from '@/app/[locale]/(site)/new-password/[code]/page';

export default function Modal({ params }: Params<{ locale: string; code: string }>) {
  return <NewPassword params={params} mode="modal" />;
}

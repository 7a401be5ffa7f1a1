import { newPasswordMetadata, newPasswordRoute } from '@/app/[locale]/(site)/new-password/[code]/_route/new-password-route';
import { noStaticParams } from '@/app/[locale]/_route/route-params';

// The same screen as a popup over the page the visitor came from (intercepting route).
export const revalidate = 60;
// Without metadata of its own, the document loses its <title> while the popup is open.
export const generateMetadata = newPasswordMetadata;
export const generateStaticParams = noStaticParams;

export default function Page(props: { params: Promise<{ locale: string; code: string }> }) {
  return newPasswordRoute('modal', props);
}

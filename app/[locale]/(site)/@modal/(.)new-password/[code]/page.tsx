import { authMetadata, newPasswordRoute } from '@/components/pages/routes/auth-routes';
import { noStaticParams } from '@/components/pages/routes/route-params';

// The same screen as a popup over the page the visitor came from (intercepting route).
export const revalidate = 60;
// Without metadata of its own, the document loses its <title> while the popup is open.
export const generateMetadata = authMetadata('newPasswordTitle');
export const generateStaticParams = noStaticParams;

export default function Page(props: { params: Promise<{ locale: string; code: string }> }) {
  return newPasswordRoute('modal', props);
}

import { authMetadata, newPasswordRoute } from '@/components/pages/routes/auth-routes';
import { noStaticParams } from '@/components/pages/routes/route-params';

// The screen as a full page, when this URL is opened directly.
export const revalidate = 60;
export const generateStaticParams = noStaticParams;
export const generateMetadata = authMetadata('newPasswordTitle');

export default function Page(props: { params: Promise<{ locale: string; code: string }> }) {
  return newPasswordRoute('page', props);
}

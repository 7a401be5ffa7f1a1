import { newPasswordMetadata, newPasswordRoute } from './_route/new-password-route';
import { noStaticParams } from '@/app/[locale]/_route/route-params';

// The screen as a full page, when this URL is opened directly.
export const revalidate = 60;
export const generateStaticParams = noStaticParams;
export const generateMetadata = newPasswordMetadata;

export default function Page(props: { params: Promise<{ locale: string; code: string }> }) {
  return newPasswordRoute('page', props);
}

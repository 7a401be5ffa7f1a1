import { authMetadata, loginRoute } from '@/components/pages/routes/auth-routes';

// The screen as a full page, when this URL is opened directly.
export const revalidate = 60;
export const generateMetadata = authMetadata('loginTitle');

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return loginRoute('page', props);
}

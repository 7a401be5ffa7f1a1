import { authMetadata, remindRoute } from '@/components/pages/routes/auth-routes';

// The screen as a full page, when this URL is opened directly.
export const revalidate = 60;
export const generateMetadata = authMetadata('remindTitle');

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return remindRoute('page', props);
}

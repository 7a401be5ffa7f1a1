import { loginMetadata, loginRoute } from './_route/login-route';

// The screen as a full page, when this URL is opened directly.
export const revalidate = 60;
export const generateMetadata = loginMetadata;

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return loginRoute('page', props);
}

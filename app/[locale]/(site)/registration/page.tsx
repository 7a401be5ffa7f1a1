import { registrationMetadata, registrationRoute } from './_route/registration-route';

// The screen as a full page, when this URL is opened directly.
export const revalidate = 60;
export const generateMetadata = registrationMetadata;

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return registrationRoute('page', props);
}

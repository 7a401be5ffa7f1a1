import { remindMetadata, remindRoute } from './_route/remind-route';

// The screen as a full page, when this URL is opened directly.
export const revalidate = 60;
export const generateMetadata = remindMetadata;

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return remindRoute('page', props);
}

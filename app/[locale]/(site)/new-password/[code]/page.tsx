import { newPasswordMetadata, newPasswordRoute } from './_route/new-password-route';

// The screen as a full page, when this URL is opened directly.
// Rendered per request, never ISR: the path holds a reset code, and a cached render would keep
// every code (a secret, or any string a visitor makes up) as a file under .next for good.
export const dynamic = 'force-dynamic';
export const generateMetadata = newPasswordMetadata;

export default function Page(props: { params: Promise<{ locale: string; code: string }> }) {
  return newPasswordRoute('page', props);
}

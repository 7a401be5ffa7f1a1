import { getPathname } from '@/i18n/navigation';
import { NewPasswordScreen } from '@/components/auth/auth-screens';
import type { AuthFrameMode } from '@/components/auth/auth-frame';
import { authMetadata } from '@/components/auth/auth-metadata';
import { enterLocale } from '@/components/page-data/data';
import type { L, Params } from '@/app/[locale]/_page/page-params';
import { RouteMessages } from '@/i18n/client-messages';

// The screen as a full page, when this URL is opened directly.
// Rendered per request, never ISR: the path holds a reset code, and a cached render would keep
// every code (a secret, or any string a visitor makes up) as a file under .next for good.
export const dynamic = 'force-dynamic';

/** The new password screen of a reset link, as a page and as a popup (see login/page.tsx). */
export default async function NewPassword({ params, mode = 'page' }: Params<L & { code: string }> & { mode?: AuthFrameMode }) {
  const { locale: raw, code } = await params;
  const locale = enterLocale(raw);
  return <RouteMessages><NewPasswordScreen mode={mode} mainHref={getPathname({ href: '/', locale })} code={decodeURIComponent(code)} /></RouteMessages>;
}

export const generateMetadata = authMetadata('newPasswordTitle');

import { getPathname } from '@/i18n/navigation';
import { NewPasswordScreen } from '@/components/auth/auth-screens';
import type { AuthFrameMode } from '@/components/auth/auth-frame';
import { authMetadata } from '@/components/auth/auth-metadata';
import { enterLocale } from '@/components/page-data/data';
import type { L, Params } from '@/app/[locale]/_route/route-params';
import { RouteMessages } from '@/i18n/client-messages';

/** The new password screen of a reset link, as a page and as a popup (see login/_route/login-route.tsx). */
export async function newPasswordRoute(mode: AuthFrameMode, { params }: Params<L & { code: string }>) {
  const { locale: raw, code } = await params;
  const locale = enterLocale(raw);
  return <RouteMessages><NewPasswordScreen mode={mode} mainHref={getPathname({ href: '/', locale })} code={decodeURIComponent(code)} /></RouteMessages>;
}

export const newPasswordMetadata = authMetadata('newPasswordTitle');

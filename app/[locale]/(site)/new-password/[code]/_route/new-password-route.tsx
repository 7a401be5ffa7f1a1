import { getPathname } from '@/i18n/navigation';
import { NewPasswordScreen } from '@/components/auth/auth-screens';
import type { AuthFrameMode } from '@/components/auth/auth-frame';
import { authMetadata } from '@/components/auth/auth-metadata';
import { enterLocale } from '@/components/pages/data';
import type { L, Params } from '@/app/[locale]/_route/route-params';

/** The new password screen of a reset link, as a page and as a popup (see login/_route/login-route.tsx). */
export async function newPasswordRoute(mode: AuthFrameMode, { params }: Params<L & { code: string }>) {
  const { locale: raw, code } = await params;
  const locale = enterLocale(raw);
  return <NewPasswordScreen mode={mode} mainHref={getPathname({ href: '/', locale })} code={decodeURIComponent(code)} />;
}

export const newPasswordMetadata = authMetadata('newPasswordTitle');

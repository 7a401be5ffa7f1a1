import { getPathname } from '@/i18n/navigation';
import { RemindScreen } from '@/components/auth/auth-screens';
import type { AuthFrameMode } from '@/components/auth/auth-frame';
import { authMetadata } from '@/components/auth/auth-metadata';
import { enterLocale } from '@/components/page-data/data';
import type { L, Params } from '@/app/[locale]/_route/route-params';
import { RouteMessages } from '@/i18n/client-messages';

/** The password reminder screen, as a page and as a popup (see login/_route/login-route.tsx). */
export async function remindRoute(mode: AuthFrameMode, { params }: Params<L>) {
  const locale = enterLocale((await params).locale);
  return <RouteMessages><RemindScreen mode={mode} mainHref={getPathname({ href: '/', locale })} /></RouteMessages>;
}

export const remindMetadata = authMetadata('remindTitle');

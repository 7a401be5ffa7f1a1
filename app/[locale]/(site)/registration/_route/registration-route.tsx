import { captchaWidgetConfig } from '@/lib/platform/captcha';
import { getServerConfig } from '@/lib/platform/content/server-config';
import { getDb } from '@/lib/platform/db/client';
import { getPathname } from '@/i18n/navigation';
import { RegistrationScreen } from '@/components/auth/auth-screens';
import type { AuthFrameMode } from '@/components/auth/auth-frame';
import { authMetadata } from '@/components/auth/auth-metadata';
import { enterLocale } from '@/components/page-data/data';
import type { L, Params } from '@/app/[locale]/_route/route-params';
import { RouteMessages } from '@/i18n/client-messages';

/** The registration screen, as a page and as a popup (see login/_route/login-route.tsx). */
export async function registrationRoute(mode: AuthFrameMode, { params }: Params<L>) {
  const locale = enterLocale((await params).locale);
  const config = await getServerConfig(await getDb());
  return <RouteMessages><RegistrationScreen mode={mode} mainHref={getPathname({ href: '/', locale })} options={{ nicknameRequired: !config.registrationConfig.skipNickname, captcha: captchaWidgetConfig(config.captcha) }} /></RouteMessages>;
}

export const registrationMetadata = authMetadata('registrationTitle');

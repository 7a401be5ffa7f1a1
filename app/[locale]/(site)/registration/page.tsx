import { captchaWidgetConfig } from '@croupier/platform/captcha';
import { getServerConfig } from '@croupier/platform/content/server-config';
import { getDb } from '@croupier/platform/db/client';
import { getPathname } from '@/i18n/navigation';
import { RegistrationScreen } from '@/components/auth/auth-screens';
import type { AuthFrameMode } from '@/components/auth/auth-frame';
import { authMetadata } from '@/components/auth/auth-metadata';
import { enterLocale } from '@/components/page-data/data';
import type { L, Params } from '@/app/[locale]/_page/page-params';
import { RouteMessages } from '@/i18n/client-messages';

// The screen as a full page, when this URL is opened directly.
export const revalidate = 60;

/** The registration screen, as a page and as a popup (see login/page.tsx). */
export default async function Registration({ params, mode = 'page' }: Params<L> & { mode?: AuthFrameMode }) {
  const locale = enterLocale((await params).locale);
  const config = await getServerConfig(await getDb());
  return <RouteMessages><RegistrationScreen mode={mode} mainHref={getPathname({ href: '/', locale })} options={{ nicknameRequired: !config.registrationConfig.skipNickname, captcha: captchaWidgetConfig(config.captcha) }} /></RouteMessages>;
}

export const generateMetadata = authMetadata('registrationTitle');

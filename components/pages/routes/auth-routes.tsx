import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/lib/domain/locales';
import { captchaWidgetConfig } from '@/lib/platform/captcha';
import { getServerConfig } from '@/lib/platform/content/server-config';
import { getDb } from '@/lib/platform/db/client';
import { LoginScreen, NewPasswordScreen, RegistrationScreen, RemindScreen } from '@/components/auth/auth-screens';
import type { AuthFrameMode } from '@/components/auth/auth-frame';
import { enterLocale } from '../data';
import type { L, Params } from './route-params';

/**
 * The auth screens (spec §2): the same screen as a full page (app/[locale]/(site)/login…) and
 * as a popup over the current page (app/[locale]/(site)/@modal/(.)login…). The proxy keeps
 * players away from them (requiresGuest) and blocks them in restricted regions (451).
 */
export async function loginRoute(mode: AuthFrameMode, { params }: Params<L>) {
  const locale = enterLocale((await params).locale);
  return <LoginScreen mode={mode} mainHref={localizedPath('/', locale)} />;
}

export async function registrationRoute(mode: AuthFrameMode, { params }: Params<L>) {
  const locale = enterLocale((await params).locale);
  const config = await getServerConfig(await getDb());
  return <RegistrationScreen mode={mode} mainHref={localizedPath('/', locale)} options={{ nicknameRequired: !config.registrationConfig.skipNickname, captcha: captchaWidgetConfig(config.captcha) }} />;
}

export async function remindRoute(mode: AuthFrameMode, { params }: Params<L>) {
  const locale = enterLocale((await params).locale);
  return <RemindScreen mode={mode} mainHref={localizedPath('/', locale)} />;
}

export async function newPasswordRoute(mode: AuthFrameMode, { params }: Params<L & { code: string }>) {
  const { locale: raw, code } = await params;
  const locale = enterLocale(raw);
  return <NewPasswordScreen mode={mode} mainHref={localizedPath('/', locale)} code={decodeURIComponent(code)} />;
}

/** Auth screens are not for search engines. */
export function authMetadata(key: 'loginTitle' | 'registrationTitle' | 'remindTitle' | 'newPasswordTitle') {
  return async ({ params }: Params<L>): Promise<Metadata> => {
    const locale = enterLocale((await params).locale);
    const t = await getTranslations({ locale, namespace: 'auth' });
    return { title: t(key), robots: { index: false, follow: false } };
  };
}

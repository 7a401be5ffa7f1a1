import { getPathname } from '@/i18n/navigation';
import { LoginScreen } from '@/components/auth/auth-screens';
import type { AuthFrameMode } from '@/components/auth/auth-frame';
import { authMetadata } from '@/components/auth/auth-metadata';
import { enterLocale } from '@/components/page-data/data';
import type { L, Params } from '@/app/[locale]/_page/page-params';
import { RouteMessages } from '@/i18n/client-messages';

// The screen as a full page, when this URL is opened directly.
export const revalidate = 60;

/**
 * The login screen (spec §2): the same screen as a full page (app/[locale]/(site)/login) and as
 * a popup over the current page (app/[locale]/(site)/@modal/(.)login). The proxy keeps players
 * away from it (requiresGuest) and blocks it in restricted regions (451). Registration, remind
 * and new-password have the same shape, each beside its own route.
 */
export default async function Login({ params, mode = 'page' }: Params<L> & { mode?: AuthFrameMode }) {
  const locale = enterLocale((await params).locale);
  return <RouteMessages><LoginScreen mode={mode} mainHref={getPathname({ href: '/', locale })} /></RouteMessages>;
}

export const generateMetadata = authMetadata('loginTitle');

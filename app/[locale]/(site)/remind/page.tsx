import { getPathname } from '@/i18n/navigation';
import { RemindScreen } from '@/components/auth/auth-screens';
import type { AuthFrameMode } from '@/components/auth/auth-frame';
import { authMetadata } from '@/components/auth/auth-metadata';
import { enterLocale } from '@/components/page-data/data';
import type { L, Params } from '@/app/[locale]/_page/page-params';
import { RouteMessages } from '@/i18n/client-messages';

// The screen as a full page, when this URL is opened directly.
export const revalidate = 60;

/** The password reminder screen, as a page and as a popup (see login/page.tsx). */
export default async function Remind({ params, mode = 'page' }: Params<L> & { mode?: AuthFrameMode }) {
  const locale = enterLocale((await params).locale);
  return <RouteMessages><RemindScreen mode={mode} mainHref={getPathname({ href: '/', locale })} /></RouteMessages>;
}

export const generateMetadata = authMetadata('remindTitle');

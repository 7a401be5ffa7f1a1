import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getServerConfig } from '@croupier/platform/content/server-config';
import { buildPageMetadata } from '@croupier/platform/seo/page-metadata';
import { getDb } from '@croupier/platform/db/client';
import { getPathname } from '@/i18n/navigation';
import { CashboxFrame, type CashboxFrameMode } from '@/components/cashbox/cashbox-frame';
import { ContactVerificationRoot } from '@/components/contacts/contact-verification-root';
import { enterLocale } from '@/components/page-data/data';
import type { L, Params } from '@/app/[locale]/_page/page-params';
import { RouteMessages } from '@/i18n/client-messages';

// The cashbox as a page of its own: opened directly, or back from the payment page. The same
// HTML for every player (ISR); the player's data is read in the browser.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)

/**
 * The cashbox (spec §2): the same screen as a full page (app/[locale]/(site)/cashbox) and as a
 * popup over the current page (app/[locale]/(site)/@modal/(.)cashbox). The proxy sends guests to
 * login (requiresAuth); the page holds no player data (ISR, the player's part is read in the
 * browser). The contact verification modal is mounted with it for the payout's phone check: the
 * profile layout mounts one too, and only the first mounted shows it.
 */
export default async function Cashbox({ params, mode = 'page' }: Params<L> & { mode?: CashboxFrameMode }) {
  const locale = enterLocale((await params).locale);
  const config = await getServerConfig(await getDb());
  return (
    <RouteMessages>
      <CashboxFrame mode={mode} mainHref={getPathname({ href: '/', locale })} />
      <ContactVerificationRoot support={config.messengerLinks} />
    </RouteMessages>
  );
}

/** A private page: a title for the browser tab, kept out of search engines. */
export async function generateMetadata({ params }: Params<L>): Promise<Metadata> {
  const locale = enterLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'cashbox' });
  return buildPageMetadata(await getDb(), { locale, path: '/cashbox', fallbackTitle: t('title'), noindex: true });
}

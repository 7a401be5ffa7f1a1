import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getServerConfig } from '@/lib/platform/content/server-config';
import { buildPageMetadata } from '@/lib/platform/seo/page-metadata';
import { getDb } from '@/lib/platform/db/client';
import { getPathname } from '@/i18n/navigation';
import { CashboxFrame, type CashboxFrameMode } from '@/components/cashbox/cashbox-frame';
import { ContactVerificationRoot } from '@/components/contacts/contact-verification-root';
import { enterLocale } from '@/components/page-data/data';
import type { L, Params } from '@/app/[locale]/_route/route-params';
import { RouteMessages } from '@/i18n/client-messages';

/**
 * The cashbox (spec §2): the same screen as a full page (app/[locale]/(site)/cashbox) and as a
 * popup over the current page (app/[locale]/(site)/@modal/(.)cashbox). The proxy sends guests to
 * login (requiresAuth); the page holds no player data (ISR, the player's part is read in the
 * browser). The contact verification modal is mounted with it for the payout's phone check: the
 * profile layout mounts one too, and only the first mounted shows it.
 */
export async function cashboxRoute(mode: CashboxFrameMode, { params }: Params<L>) {
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
export async function cashboxMetadata({ params }: Params<L>): Promise<Metadata> {
  const locale = enterLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'cashbox' });
  return buildPageMetadata(await getDb(), { locale, path: '/cashbox', fallbackTitle: t('title'), noindex: true });
}

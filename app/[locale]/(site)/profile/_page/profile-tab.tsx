import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { buildPageMetadata } from '@croupier/platform/seo/page-metadata';
import { getDb } from '@croupier/platform/db/client';
import { enterLocale } from '@/components/page-data/data';
import type { L, Params } from '@/app/[locale]/_page/page-params';
import { TAB_MESSAGE_KEYS, type ProfileTab } from '@/components/profile/profile-tabs';

/**
 * What the profile tabs' pages share: each renders its own tab through here, and imports only
 * that tab, so a tab's code is not shipped with the others.
 */
export async function profileTabPage({ params }: Params<L>, content: ReactNode) {
  enterLocale((await params).locale);
  return content;
}

/** Private pages: a title for the browser tab, kept out of search engines. */
export function profileTabMetadata(tab: ProfileTab) {
  return async function generateMetadata({ params }: Params<L>): Promise<Metadata> {
    const locale = enterLocale((await params).locale);
    const t = await getTranslations({ locale, namespace: 'profile' });
    const title = t('meta.title', { tab: t(`tabs.${TAB_MESSAGE_KEYS[tab]}`) });
    return buildPageMetadata(await getDb(), { locale, path: `/profile/${tab}`, fallbackTitle: title, noindex: true });
  };
}

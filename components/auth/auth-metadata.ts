import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { enterLocale } from '@/components/page-data/data';

type AuthTitle = 'loginTitle' | 'registrationTitle' | 'remindTitle' | 'newPasswordTitle';

/** The auth screens' metadata (one rule for the four routes): a title, kept out of search engines. */
export function authMetadata(key: AuthTitle) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = enterLocale((await params).locale);
    const t = await getTranslations({ locale, namespace: 'auth' });
    return { title: t(key), robots: { index: false, follow: false } };
  };
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale } from '@/lib/domain/locales';
import { getPathname } from '@/i18n/navigation';
import { STATUS_CODES, StandaloneFrame, StatusScreen, isStatusCode } from '@/components/status/status-screen';

export function generateStaticParams() {
  return STATUS_CODES.map((code) => ({ code }));
}

type Props = { params: Promise<{ locale: string; code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, code } = await params;
  if (!isLocale(locale) || !isStatusCode(code)) return {};
  const [t, ts] = await Promise.all([getTranslations({ locale, namespace: 'errors' }), getTranslations({ locale, namespace: 'site' })]);
  return { title: `${t(`${code}.title`)} | ${ts('brand')}`, robots: { index: false, follow: false } };
}

// Reached only through the proxy's rewrite, which also sets the HTTP status. Reads no data, so
// it still renders when the database is the problem. The jurisdiction page offers no way in.
export default async function StatusPage({ params }: Props) {
  const { locale, code } = await params;
  if (!isLocale(locale) || !isStatusCode(code)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'site' });
  const lobby = code === 'jurisdiction' ? undefined : getPathname({ href: '/', locale });
  return (
    <StandaloneFrame homeHref={lobby} homeLabel={t('home')}>
      <StatusScreen code={code} lobbyHref={lobby} />
    </StandaloneFrame>
  );
}

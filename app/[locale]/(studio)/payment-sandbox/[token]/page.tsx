import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import { enterLocale } from '@/components/page-data/data';
import { SandboxPayment } from '@/components/cashbox/sandbox/sandbox-payment';
import { RouteMessages } from '@/i18n/client-messages';

/**
 * The sandbox payment provider's page, /payment-sandbox/{token}: where a deposit's redirectUrl
 * leads. Like a provider's own page it shows none of the site's chrome (the (studio) group has no
 * layout) and reads no site session: the invoice token in the address is its only credential, and
 * the invoice is read and settled in the browser through the treasury API.
 *
 * One invoice per address: nothing to cache or prerender (a cached copy per token would only
 * fill the cache), and private by nature.
 */
export const dynamic = 'force-dynamic';

interface SandboxPageProps {
  params: Promise<{ locale: string; token: string }>;
}

function decoded(token: string): string {
  try {
    return decodeURIComponent(token);
  } catch {
    return token; // a malformed escape is simply not a known invoice
  }
}

export default async function PaymentSandboxPage({ params }: SandboxPageProps) {
  const { locale: raw, token } = await params;
  const locale = enterLocale(raw);
  return <RouteMessages><SandboxPayment token={decoded(token)} cashboxHref={getPathname({ href: '/cashbox', locale })} /></RouteMessages>;
}

export async function generateMetadata({ params }: SandboxPageProps): Promise<Metadata> {
  const locale = enterLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'paymentSandbox' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

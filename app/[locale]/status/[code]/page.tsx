import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';

const CODES = ['404', '429', '451', 'jurisdiction', '503', '500'] as const;
type Code = (typeof CODES)[number];

export function generateStaticParams() {
  return CODES.map((code) => ({ code }));
}

// Reached only through the proxy's rewrite, which also sets the HTTP status.
export default async function StatusPage({ params }: { params: Promise<{ locale: string; code: string }> }) {
  const { locale, code } = await params;
  if (!(CODES as readonly string[]).includes(code)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('errors');
  return (
    <main>
      <h1>{t(`${code as Code}.title`)}</h1>
      <p>{t(`${code as Code}.body`)}</p>
    </main>
  );
}

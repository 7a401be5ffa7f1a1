import type { ReactNode } from 'react';
import type { Viewport } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider, hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { RouteTracker } from '@/components/layout/route-tracker';
import '@/styles/globals.css';

// No page is rendered at build time: pages read the database, which `next build` must not
// open. An empty list still makes the routes static: each is rendered on its first request
// and then served from Next's cache (ISR) until its revalidate time.
export function generateStaticParams() {
  return [];
}

export const viewport: Viewport = {
  themeColor: '#0c0a1d',
  colorScheme: 'dark',
};

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider>
          <RouteTracker />
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

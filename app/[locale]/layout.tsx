import type { ReactNode } from 'react';
import type { Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { ShellMessages } from '@/i18n/client-messages';
import { RouteTracker } from '@/components/layout/route-tracker';
import { SandboxMark } from '@/components/layout/sandbox-mark';
import { AUTH_HINT_COOKIE } from '@/lib/domain/auth/auth-hint';
import '@/styles/globals.css';

// In try: the sandboxed game frame (an opaque origin) may not read cookies at all.
const AUTH_HINT_SCRIPT = `try{if(document.cookie.split('; ').some(function(c){return c.indexOf('${AUTH_HINT_COOKIE}=')===0}))document.documentElement.dataset.auth='1'}catch(e){}`;

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
    <html lang={locale} suppressHydrationWarning>
      <body>
        {/* Before the header paints: a probable player (auth hint cookie) sees a placeholder
            instead of the guest buttons (components/layout/header-account.tsx). */}
        <script dangerouslySetInnerHTML={{ __html: AUTH_HINT_SCRIPT }} />
        <SandboxMark />
        {/* Only the shell's namespaces reach the browser here; routes that need more wrap
            their page in RouteMessages (i18n/client-messages.tsx). */}
        <ShellMessages>
          <RouteTracker />
          {children}
        </ShellMessages>
      </body>
    </html>
  );
}

'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@/lib/domain/locales';
import { splitSitePath } from '@/lib/domain/routing/site-paths';
import '@/styles/globals.css';

type Messages = Record<string, unknown>;

/** Each locale's texts are their own chunk, fetched only when this rare page is shown. */
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  ru: () => import('../messages/ru.json'),
  en: () => import('../messages/en.json'),
  it: () => import('../messages/it.json'),
};

// React.lazy (not next/dynamic, whose loader would be first-load code of every page).
const GlobalErrorBody = lazy(() => import('@/components/status/global-error-body').then((m) => ({ default: m.GlobalErrorBody })));

/** The root layout itself failed: a document of its own, texts loaded for the URL's locale. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Messages } | null>(null);

  useEffect(() => {
    console.error('global error', error.digest ?? '', error);
    const locale = splitSitePath(window.location.pathname).locale ?? DEFAULT_LOCALE;
    loaders[locale]().then(
      (m) => setLoaded({ locale, messages: m.default }),
      () => setLoaded({ locale, messages: {} }),
    );
  }, [error]);

  return (
    <html lang={loaded?.locale ?? DEFAULT_LOCALE}>
      <body>
        {loaded && (
          <Suspense fallback={null}>
            <GlobalErrorBody locale={loaded.locale} messages={loaded.messages} reset={reset} error={error} />
          </Suspense>
        )}
      </body>
    </html>
  );
}

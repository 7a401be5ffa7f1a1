'use client';

import { useEffect } from 'react';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { reportBoundaryError } from '@/lib/client/reporting/report-boundary-error';
import type { Locale } from '@/lib/domain/locales';
import { sitePath } from '@/lib/domain/routing/site-paths';
import { StandaloneFrame, StatusScreen } from './status-screen';
import styles from './status.module.css';

/**
 * The body of app/global-error.tsx, loaded only when the root layout itself has failed. It reports
 * the error too (lib/client/reporting), so that code is not in every page's first load.
 */
export function GlobalErrorBody({ locale, messages, reset, error }: { locale: Locale; messages: Record<string, unknown>; reset: () => void; error: Error & { digest?: string } }) {
  useEffect(() => reportBoundaryError('global.error', error), [error]);
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Moscow">
      <Screen locale={locale} reset={reset} />
    </NextIntlClientProvider>
  );
}

function Screen({ locale, reset }: { locale: Locale; reset: () => void }) {
  const t = useTranslations();
  const lobby = sitePath('/', locale, 'main');
  return (
    <StandaloneFrame homeHref={lobby} homeLabel={t('site.home')}>
      <StatusScreen
        code="generic"
        lobbyHref={lobby}
        actions={
          <button type="button" className={styles.secondary} onClick={reset}>
            {t('errors.retry')}
          </button>
        }
      />
    </StandaloneFrame>
  );
}

'use client';

import { NextIntlClientProvider, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/domain/locales';
import { sitePath } from '@/lib/domain/site-paths';
import { StandaloneFrame, StatusScreen } from './status-screen';
import styles from './status.module.css';

/** The body of app/global-error.tsx, loaded only when the root layout itself has failed. */
export function GlobalErrorBody({ locale, messages, reset }: { locale: Locale; messages: Record<string, unknown>; reset: () => void }) {
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

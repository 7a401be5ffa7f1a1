'use client';

import { useEffect } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import { reportBoundaryError } from '@/lib/client/reporting/report-boundary-error';
import { StandaloneFrame, StatusScreen } from './status-screen';
import styles from './status.module.css';

interface ErrorBoundaryScreenProps {
  error: Error & { digest?: string };
  reset: () => void;
  variant: SiteVariant;
  /** Outside the site layout (the layout itself failed): draw the brand bar too. */
  standalone?: boolean;
}

/** What an error boundary shows: "unexpected error, try later", a retry and the way to the lobby. */
export function ErrorBoundaryScreen({ error, reset, variant, standalone = false }: ErrorBoundaryScreenProps) {
  const t = useTranslations('errors');
  const ts = useTranslations('site');
  const locale = useLocale();
  const lobby = sitePath('/', locale, variant);

  useEffect(() => {
    console.error('page error', error.digest ?? '', error);
    reportBoundaryError('page.error', error);
  }, [error]);

  const screen = (
    <StatusScreen
      code="generic"
      lobbyHref={lobby}
      actions={
        <button type="button" className={styles.secondary} onClick={reset}>
          {t('retry')}
        </button>
      }
    />
  );
  return standalone ? (
    <StandaloneFrame homeHref={lobby} homeLabel={ts('home')}>
      {screen}
    </StandaloneFrame>
  ) : (
    screen
  );
}

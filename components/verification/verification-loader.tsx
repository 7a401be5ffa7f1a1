'use client';

import { useTranslations } from 'next-intl';
import styles from './verification.module.css';

/** The loader shown until the flow is mounted and knows its first step (spec play-promos §2). */
export function VerificationLoader() {
  const t = useTranslations('verification');
  return (
    <div className={styles.loader} role="status" data-testid="verification-loader">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import styles from './profile.module.css';

/** Shown while the browser learns who is logged in (the page itself is the same for everyone). */
export function ProfileLoader() {
  const t = useTranslations('profile');
  return (
    <div className={styles.loader} role="status" data-testid="profile-loader">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}

import { useTranslations } from 'next-intl';
import styles from './studio-loading.module.css';

/** Shown in the frame while the server opens the game session (the route's loading.tsx). */
export function StudioLoading() {
  const t = useTranslations('studio');
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}

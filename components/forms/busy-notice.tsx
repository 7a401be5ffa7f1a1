'use client';

import { useTranslations } from 'next-intl';
import type { BusyState } from '@/lib/client/forms/use-croupier-form';
import { InfoIcon } from '@/components/ui/icons';
import styles from './form.module.css';

/**
 * What a form shows while the server answers 503 `busy`: the countdown to the form's
 * own retry, then, once the retries are used up, a button that sends the form again. A polite
 * live region that is always present: screen readers hear the state once, not every second
 * (the ticking number is hidden from them).
 */
export function BusyNotice({ busy }: { busy: BusyState }) {
  const t = useTranslations('forms');
  return (
    <div role="status" aria-live="polite" className={styles.busyNotice}>
      {busy && (
        <div className={styles.busyBox}>
          <InfoIcon size={18} className={styles.busyIcon} />
          {busy.phase === 'retrying' ? (
            <p>
              <span aria-hidden="true">{t('busyRetrying', { seconds: busy.secondsLeft })}</span>
              <span className="visually-hidden">{t('busyRetryingSpoken')}</span>
            </p>
          ) : (
            <div className={styles.busyGaveUp}>
              <p>{t('busyGaveUp')}</p>
              {/* A submit button: it sends the form with what the fields hold, as the main one does. */}
              <button type="submit" className={styles.busyRetry}>
                {t('busyRetry')}
              </button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

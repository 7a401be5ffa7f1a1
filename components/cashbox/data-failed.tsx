'use client';

import { useTranslations } from 'next-intl';
import buttons from '@/components/ui/button.module.css';
import styles from './cashbox.module.css';
import notice from './notice.module.css';

/** A part of the cashbox whose data did not load (spec §8 "Cashier: server problems"), with a retry. */
export function DataFailed({ onRetry, text }: { onRetry: () => void; text?: string }) {
  const t = useTranslations('cashbox');
  return (
    <div className={`${notice.notice} ${notice.noticeWarn}`} role="alert">
      <div className={notice.noticeBody}>
        <p>{text ?? t('dataFailed')}</p>
        <div className={styles.actions}>
          <button type="button" className={`${buttons.button} ${buttons.small}`} onClick={onRetry}>
            {t('retry')}
          </button>
        </div>
      </div>
    </div>
  );
}

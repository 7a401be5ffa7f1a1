'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/domain/money';
import type { PendingPayouts as PendingState } from '@/lib/client/cashbox/use-pending-payouts';
import { LoadingStatus } from '@/components/ui/loading-status';
import buttons from '@/components/ui/button.module.css';
import { DataFailed } from '../data-failed';
import { OperationRow } from '../operation-row';
import ops from '../operations.module.css';
import styles from '../cashbox.module.css';

/** The player's withdraw requests still waiting, each with Cancel (spec §4: it leaves the list at once). */
export function PendingPayouts({ state }: { state: PendingState }) {
  const t = useTranslations('cashbox.pending');
  const locale = useLocale();
  return (
    <section className={styles.section} aria-labelledby="pending-payouts-title">
      <h3 id="pending-payouts-title" className={styles.sectionTitle}>
        {t('title')}
      </h3>
      {state.items === null && <LoadingStatus text={t('loading')} />}
      {state.failed && <DataFailed onRetry={state.reload} text={t('failed')} />}
      {state.items?.length === 0 && !state.failed && <p className={ops.empty}>{t('empty')}</p>}
      {state.items && state.items.length > 0 && (
        <ul className={ops.list} aria-labelledby="pending-payouts-title">
          {state.items.map((payout) => (
            <OperationRow
              key={payout.id}
              op={{ kind: 'payout', amount: payout.amount, currency: payout.currency, methodName: payout.method_name, account: payout.account, status: payout.status, createdAt: payout.created_at }}
              action={
                <button type="button" className={`${buttons.button} ${buttons.small}`} onClick={() => state.cancel(payout)} aria-label={t('cancelLabel', { amount: formatMoney(payout.amount, payout.currency, locale) })}>
                  {t('cancel')}
                </button>
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}

'use client';

import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { DepositDto, PayoutDto } from '@/lib/domain/cashbox/cashbox-types';
import type { OperationView } from '../operation-row';
import { HistoryList } from './history-list';
import ops from '../operations.module.css';
import styles from '../cashbox.module.css';

type Kind = 'deposits' | 'payouts';
const KINDS: readonly Kind[] = ['deposits', 'payouts'];

const depositView = (d: DepositDto): OperationView => ({ kind: 'deposit', amount: d.amount, currency: d.currency, bonus: d.bonus, methodName: d.method_name, status: d.status, createdAt: d.created_at });
const payoutView = (p: PayoutDto): OperationView => ({ kind: 'payout', amount: p.amount, currency: p.currency, methodName: p.method_name, account: p.account, status: p.status, createdAt: p.created_at });

/** The History tab: deposits or payouts, one list at a time (a small tablist, arrow keys move). */
export function HistoryPanel() {
  const t = useTranslations('cashbox.history');
  const id = useId();
  const [kind, setKind] = useState<Kind>('deposits');
  const onKeyDown = (event: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next = event.key === 'Home' ? 'deposits' : event.key === 'End' ? 'payouts' : kind === 'deposits' ? 'payouts' : 'deposits';
    setKind(next);
    document.getElementById(`${id}-${next}`)?.focus();
  };
  return (
    <div className={styles.panel}>
      <div role="tablist" aria-label={t('label')} className={ops.switch} onKeyDown={onKeyDown}>
        {KINDS.map((k) => (
          <button key={k} id={`${id}-${k}`} type="button" role="tab" aria-selected={kind === k} aria-controls={`${id}-panel`} tabIndex={kind === k ? 0 : -1} className={ops.switchTab} onClick={() => setKind(k)}>
            {t(k)}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${kind}`}>
        {kind === 'deposits' ? (
          <HistoryList key="deposits" kind="deposits" toView={depositView} labelledBy={`${id}-deposits`} />
        ) : (
          <HistoryList key="payouts" kind="payouts" toView={payoutView} labelledBy={`${id}-payouts`} />
        )}
      </div>
    </div>
  );
}

'use client';

import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/domain/money';
import type { DepositReturn } from '@/lib/client/cashbox/use-deposit-return';
import { AlertIcon, CheckIcon } from '@/components/ui/icons';
import buttons from '@/components/ui/button.module.css';
import spinner from '@/components/ui/spinner.module.css';
import styles from '../cashbox.module.css';
import notice from '../notice.module.css';

type Tone = 'ok' | 'wait' | 'fail';

function Notice({ tone, title, children, testState }: { tone: Tone; title: string; children: ReactNode; testState: string }) {
  const toneClass = tone === 'ok' ? notice.noticeOk : tone === 'fail' ? notice.noticeWarn : '';
  return (
    // status, not alert: the player is waiting for this answer, it interrupts nothing.
    <section className={`${notice.notice} ${toneClass}`} role="status" aria-live="polite" data-testid="deposit-outcome" data-state={testState}>
      <span className={notice.noticeIcon} aria-hidden="true">
        {tone === 'ok' && <CheckIcon size={20} />}
        {tone === 'fail' && <AlertIcon size={20} />}
        {tone === 'wait' && <span className={`${spinner.spinner} ${notice.smallSpinner}`} />}
      </span>
      <div className={notice.noticeBody}>
        <h3 className={notice.noticeTitle}>{title}</h3>
        {children}
      </div>
    </section>
  );
}

/**
 * What became of the deposit the payment page sent the player back with (spec §8 "Cashier:
 * deposit not received"): paid (amount and bonus), still pending (waiting, with a re-check),
 * declined or expired (not received), or not found.
 */
export function DepositOutcome({ state, onRecheck, onDismiss }: { state: DepositReturn; onRecheck: () => void; onDismiss: () => void }) {
  const t = useTranslations('cashbox.outcome');
  const locale = useLocale();
  const again = (
    <div className={styles.actions}>
      <button type="button" className={`${buttons.button} ${buttons.small}`} onClick={onDismiss}>
        {t('again')}
      </button>
    </div>
  );
  const recheck = (
    <div className={styles.actions}>
      <button type="button" className={`${buttons.button} ${buttons.small}`} onClick={onRecheck}>
        {t('recheck')}
      </button>
    </div>
  );

  if (state.kind === 'checking') {
    return (
      <Notice tone="wait" title={t('checking')} testState="checking">
        {null}
      </Notice>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Notice tone="fail" title={t('failedTitle')} testState="failed">
        <p>{t('failedText')}</p>
        {recheck}
      </Notice>
    );
  }
  if (state.kind === 'unknown') {
    return (
      <Notice tone="fail" title={t('unknownTitle')} testState="unknown">
        <p>{t('unknownText')}</p>
        {again}
      </Notice>
    );
  }

  const { deposit } = state;
  const amount = formatMoney(deposit.amount, deposit.currency, locale);
  if (deposit.status === 'paid') {
    return (
      <Notice tone="ok" title={t('paidTitle')} testState="paid">
        <p>{t('paidText', { amount })}</p>
        {deposit.bonus > 0 && <p>{t('paidBonus', { amount: formatMoney(deposit.bonus, deposit.currency, locale) })}</p>}
        {again}
      </Notice>
    );
  }
  if (deposit.status === 'pending') {
    return (
      <Notice tone="wait" title={t('pendingTitle')} testState="pending">
        <p>{t('pendingText', { amount })}</p>
        {recheck}
      </Notice>
    );
  }
  return (
    <Notice tone="fail" title={t('notReceivedTitle')} testState={deposit.status}>
      <p>{t('notReceivedText', { amount })}</p>
      {again}
    </Notice>
  );
}

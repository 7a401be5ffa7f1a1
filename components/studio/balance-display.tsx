'use client';

import { useTranslations } from 'next-intl';
import type { StudioBalance } from '@/lib/domain/studio/studio-session';
import { useMoney } from './use-money';
import styles from './game-shell.module.css';

/** The balance a session plays with; play money says so plainly, so nobody mistakes it for cash. */
export function BalanceDisplay({ amount, balance }: { amount: number; balance: StudioBalance }) {
  const t = useTranslations('studio');
  const money = useMoney(balance.currency);
  const demo = balance.mode === 'demo';
  return (
    <div className={styles.balance}>
      <span className={styles.balanceLabel}>
        {t('balance')}
        {demo ? <span className={styles.demo}>{t('playMoney')}</span> : null}
      </span>
      <output className={styles.balanceAmount} data-testid="balance" aria-label={demo ? `${t('balance')} (${t('playMoney')})` : t('balance')}>
        {money(amount)}
      </output>
    </div>
  );
}

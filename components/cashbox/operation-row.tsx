'use client';

import type { ReactNode } from 'react';
import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import { formatOperationTime } from '@/lib/domain/date-format';
import type { DepositStatus, PayoutStatus } from '@/lib/domain/cashbox/cashbox-types';
import { formatMoney } from '@/lib/domain/money';
import styles from './operations.module.css';
import badges from '@/components/ui/badge.module.css';

type Tone = 'ok' | 'wait' | 'fail' | 'plain';

const TONES: Record<DepositStatus | PayoutStatus, Tone> = {
  pending: 'wait',
  new: 'wait',
  paid: 'ok',
  declined: 'fail',
  expired: 'fail',
  cancelled: 'plain',
  held: 'wait',
  returned: 'plain',
};

const TONE_CLASS: Record<Tone, string | undefined> = { ok: badges.ok, wait: badges.wait, fail: badges.warn, plain: undefined };

/** A deposit or a payout, each with its own statuses (their texts are `cashbox.status.<kind>.<status>`). */
export type OperationView = OperationFacts & ({ kind: 'deposit'; status: DepositStatus } | { kind: 'payout'; status: PayoutStatus });

interface OperationFacts {
  amount: number;
  currency: string;
  /** Bonus money paid with a deposit. */
  bonus?: number;
  methodName: string;
  /** The masked account of a payout. */
  account?: string;
  createdAt: number;
}

/**
 * One deposit or payout: amount (and bonus), method, account, time as dd.mm.yy, hh:mm:ss
 * (spec §9, in the site's time zone) and the translated status; `action` is a row's button.
 */
export function OperationRow({ op, action }: { op: OperationView; action?: ReactNode }) {
  const t = useTranslations('cashbox');
  const locale = useLocale();
  const timeZone = useTimeZone();
  return (
    <li className={styles.row} data-testid={`${op.kind}-row`}>
      <span className={styles.amount}>
        {formatMoney(op.amount, op.currency, locale)}
        {op.bonus ? <span className={styles.bonus}>{t('history.bonus', { amount: formatMoney(op.bonus, op.currency, locale) })}</span> : null}
      </span>
      <span className={styles.meta}>
        <span>{op.methodName}</span>
        {op.account && <span>{op.account}</span>}
        <time className={styles.time} dateTime={new Date(op.createdAt * 1000).toISOString()}>
          {formatOperationTime(op.createdAt, timeZone)}
        </time>
      </span>
      <span className={styles.end}>
        <span className={`${badges.badge} ${TONE_CLASS[TONES[op.status]] ?? ''}`}>{op.kind === 'deposit' ? t(`status.deposit.${op.status}`) : t(`status.payout.${op.status}`)}</span>
        {action}
      </span>
    </li>
  );
}

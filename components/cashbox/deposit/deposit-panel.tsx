'use client';

import { useTranslations } from 'next-intl';
import type { ProfileDto } from '@/lib/domain/accounts/account-types';
import type { PaymentData } from '@/lib/client/cashbox/use-payment-data';
import { useDepositReturn } from '@/lib/client/cashbox/use-deposit-return';
import { LoadingStatus } from '@/components/ui/loading-status';
import { DataFailed } from '../data-failed';
import { DepositForm } from './deposit-form';
import { DepositOutcome } from './deposit-outcome';
import { LastBet } from './last-bet';
import styles from '../cashbox.module.css';

interface DepositPanelProps {
  data: PaymentData;
  profile: ProfileDto;
  currency: string;
  /** `?deposit={id}`: the player came back from the payment page. */
  depositId: number | null;
  onDismissOutcome: () => void;
}

/**
 * The Top up tab. Back from the payment page it shows that deposit's outcome first; the form
 * comes back when the player asks for another deposit.
 */
export function DepositPanel({ data, profile, currency, depositId, onDismissOutcome }: DepositPanelProps) {
  const t = useTranslations('cashbox');
  const outcome = useDepositReturn(depositId);

  if (outcome.state) {
    return (
      <div className={styles.panel}>
        <DepositOutcome state={outcome.state} onRecheck={outcome.recheck} onDismiss={onDismissOutcome} />
      </div>
    );
  }
  if (data.loading) return <LoadingStatus text={t('loading')} testId="cashbox-loading" />;
  if (!data.paymentSystems) return <DataFailed onRetry={data.reload} />;
  if (data.paymentSystems.length === 0) return <p className={styles.muted}>{t('methods.none')}</p>;
  return (
    <>
      <LastBet />
      <DepositForm methods={data.paymentSystems} sumRange={data.sumRange} generalLimit={data.generalLimit} profile={profile} currency={currency} />
    </>
  );
}

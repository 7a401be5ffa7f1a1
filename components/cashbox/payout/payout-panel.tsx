'use client';

import { useTranslations } from 'next-intl';
import type { BalanceDto, ProfileDto } from '@/lib/domain/accounts/account-types';
import { verifiedPhone } from '@/lib/domain/cashbox/cashbox-account';
import type { PaymentData } from '@/lib/client/cashbox/use-payment-data';
import { usePendingPayouts } from '@/lib/client/cashbox/use-pending-payouts';
import { LoadingStatus } from '@/components/ui/loading-status';
import { DataFailed } from '../data-failed';
import { PayoutForm } from './payout-form';
import { PendingPayouts } from './pending-payouts';
import { PhoneRequired } from './phone-required';
import styles from '../cashbox.module.css';

interface PayoutPanelProps {
  data: PaymentData;
  profile: ProfileDto;
  balance: BalanceDto | null;
  currency: string;
}

/** The Payout tab: the form (once the phone is confirmed), then the requests still waiting. */
export function PayoutPanel({ data, profile, balance, currency }: PayoutPanelProps) {
  const t = useTranslations('cashbox');
  const pending = usePendingPayouts();
  const phone = verifiedPhone(profile);

  let form;
  if (!phone) form = <PhoneRequired />;
  else if (data.loading) form = <LoadingStatus text={t('loading')} testId="cashbox-loading" />;
  else if (!data.payoutSystems) form = <DataFailed onRetry={data.reload} />;
  else if (data.payoutSystems.length === 0) form = <p className={styles.muted}>{t('methods.none')}</p>;
  else form = <PayoutForm methods={data.payoutSystems} phoneCodes={data.phoneCodes} balance={balance} currency={currency} playerPhone={phone} onCreated={pending.add} />;

  return (
    <div className={styles.panel}>
      {form}
      <PendingPayouts state={pending} />
    </div>
  );
}

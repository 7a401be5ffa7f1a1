'use client';

import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { ProfileDto } from '@/lib/domain/accounts/account-types';
import { checkAmount, formatAmountInput, initialRefillAmount, parseAmountInput } from '@/lib/domain/cashbox/cashbox-amount';
import { verifiedPhone } from '@/lib/domain/cashbox/cashbox-account';
import { DEFAULT_REFILL_AMOUNT, type GeneralLimitDto, type PaymentSystemDto, type SumRangeDto } from '@/lib/domain/cashbox/cashbox-types';
import { formatMoney } from '@/lib/domain/money';
import { JsonApiError } from '@/lib/client/json-api';
import { leavePage, safeNavigationUrl } from '@/lib/client/cashbox/leave-page';
import { startDeposit } from '@/lib/client/cashbox/cashbox-calls';
import { useCashboxGifts } from '@/lib/client/cashbox/use-cashbox-gifts';
import { useSingleSubmit } from '@/lib/client/cashbox/use-single-submit';
import { SubmitButton } from '@/components/forms/submit-button';
import { AmountField } from '../amount-field';
import { CashboxErrors, useAmountProblemText } from '../cashbox-texts';
import { MethodPicker } from '../method-picker';
import { GiftPicker } from './gift-picker';
import styles from '../cashbox.module.css';
import notice from '../notice.module.css';

interface DepositFormProps {
  methods: PaymentSystemDto[];
  sumRange: SumRangeDto | null;
  generalLimit: GeneralLimitDto | null;
  profile: ProfileDto;
  currency: string;
}

function primaryEmail(profile: ProfileDto): string | null {
  return (profile.emails.find((e) => e.is_primary) ?? profile.emails[0])?.email ?? null;
}

/**
 * Top up (spec §2 cashbox): method, amount (default 500.00, spec §9) within the method's range
 * and today's limit, the cashbox gift, then the provider's page. The button stays busy once the
 * provider answered, until the browser has left (a second click would start a second deposit).
 */
export function DepositForm({ methods, sumRange, generalLimit, profile, currency }: DepositFormProps) {
  const t = useTranslations('cashbox');
  const locale = useLocale();
  const [method, setMethod] = useState<PaymentSystemDto>(methods[0]!);
  const [text, setText] = useState(() => formatAmountInput(initialRefillAmount(sumRange?.default, DEFAULT_REFILL_AMOUNT, methods[0])));
  const [touched, setTouched] = useState(false);
  const gifts = useCashboxGifts(currency);
  const submit = useSingleSubmit();
  const problemText = useAmountProblemText();

  const remainingToday = generalLimit && generalLimit.daily_deposit_limit !== null ? generalLimit.remaining : null;
  const check = checkAmount(text, { min: method.min, max: method.max, remainingToday });
  const shownError = touched && !check.ok ? problemText(check.problem, { min: method.min, max: method.max, currency: method.currency }) : null;
  const money = (minor: number) => formatMoney(minor, currency, locale);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!check.ok || gifts.saving) return;
    const amount = check.amount;
    void submit.run(async () => {
      const started = await startDeposit({ system: method, amount, email: primaryEmail(profile), phone: verifiedPhone(profile) });
      const target = safeNavigationUrl(started.redirectUrl, window.location.href);
      if (!target) throw new JsonApiError('http', 0, [{ code: 'server_problems' }]);
      leavePage(target);
      return 'leaving';
    });
  };

  return (
    <form method="post" className={styles.panel} onSubmit={onSubmit} noValidate aria-label={t('deposit.formLabel')}>
      <MethodPicker legend={t('methods.depositLegend')} methods={methods} value={method.code} onChange={setMethod} disabled={submit.pending} />
      <AmountField
        value={text}
        onChange={(next) => {
          setText(next);
          submit.setErrors([]);
        }}
        onBlur={() => setTouched(true)}
        currency={method.currency}
        min={method.min}
        max={method.max}
        presets={method.presets}
        error={shownError}
        disabled={submit.pending}
      />
      {generalLimit && generalLimit.daily_deposit_limit !== null && (
        <p className={notice.notice} data-testid="daily-limit">
          {t('limit.daily', { limit: money(generalLimit.daily_deposit_limit) })} {generalLimit.remaining !== null && t('limit.remaining', { amount: money(generalLimit.remaining) })}
        </p>
      )}
      <GiftPicker state={gifts} currency={currency} amount={parseAmountInput(text)} disabled={submit.pending} />
      <div className={styles.section}>
        <CashboxErrors codes={submit.errors} testId="deposit-errors" />
        <SubmitButton pending={submit.pending} disabled={gifts.saving}>
          {check.ok ? t('deposit.submit', { amount: money(check.amount) }) : t('deposit.submitPlain')}
        </SubmitButton>
        <p className={styles.faint}>{t('deposit.note')}</p>
      </div>
    </form>
  );
}

'use client';

import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { BalanceDto } from '@/lib/domain/accounts/account-types';
import { checkAmount } from '@/lib/domain/cashbox/cashbox-amount';
import { accountValue, isValidAccount, type AccountKind } from '@/lib/domain/cashbox/cashbox-account';
import type { PayoutDto, PayoutSystemDto, PhoneCodeDto } from '@/lib/domain/cashbox/cashbox-types';
import { formatMoney } from '@/lib/domain/money';
import { reloadBalance } from '@/lib/client/cashbox/balance-refresh';
import { sendPayout } from '@/lib/client/cashbox/cashbox-calls';
import { useSingleSubmit } from '@/lib/client/cashbox/use-single-submit';
import { SubmitButton } from '@/components/forms/submit-button';
import { AmountField } from '../amount-field';
import { CashboxErrors, useAmountProblemText } from '../cashbox-texts';
import { MethodPicker } from '../method-picker';
import { AccountField } from './account-field';
import { PhoneRequired } from './phone-required';
import { Link } from '@/i18n/navigation';
import styles from '../cashbox.module.css';

interface PayoutFormProps {
  methods: PayoutSystemDto[];
  phoneCodes: PhoneCodeDto[];
  balance: BalanceDto | null;
  currency: string;
  /** The player's verified phone: the phone field starts with it. */
  playerPhone: string;
  onCreated: (payout: PayoutDto) => void;
}

/**
 * Payout (spec §2 cashbox, §9 payout range): method, amount within its range and the balance,
 * the account the method pays to. The server has the last word (wagering, limits, account) and
 * its codes are shown in the player's language.
 */
export function PayoutForm({ methods, phoneCodes, balance, currency, playerPhone, onCreated }: PayoutFormProps) {
  const t = useTranslations('cashbox.payout');
  const locale = useLocale();
  const [method, setMethod] = useState<PayoutSystemDto>(methods[0]!);
  const [text, setText] = useState('');
  const [accounts, setAccounts] = useState<Record<AccountKind, string>>({ card: '', phone: playerPhone, wallet: '' });
  const [touched, setTouched] = useState({ amount: false, account: false });
  const [created, setCreated] = useState<PayoutDto | null>(null);
  const submit = useSingleSubmit();
  const problemText = useAmountProblemText();
  const money = (minor: number) => formatMoney(minor, currency, locale);

  const account = accounts[method.field];
  const check = checkAmount(text, { min: method.min, max: method.max, balance: balance?.balance ?? null });
  const accountOk = isValidAccount(method.field, account, phoneCodes);
  const amountError = touched.amount && !check.ok ? problemText(check.problem, { min: method.min, max: method.max, currency: method.currency }) : null;
  const accountError = touched.account && !accountOk ? (account.trim() === '' ? t('account.required') : t(`account.${method.field}Invalid`)) : null;

  const edited = () => {
    submit.setErrors([]);
    setCreated(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ amount: true, account: true });
    if (!check.ok || !accountOk) return;
    const amount = check.amount;
    void submit.run(async () => {
      const payout = await sendPayout(method, amount, accountValue(method.field, account));
      setCreated(payout);
      setText('');
      setTouched({ amount: false, account: false });
      onCreated(payout);
      void reloadBalance();
    });
  };

  return (
    <form method="post" className={styles.panel} onSubmit={onSubmit} noValidate aria-label={t('formLabel')}>
      {balance && (
        <p className={styles.muted} data-testid="payout-available">
          {t('available', { amount: money(balance.balance) })}
          {balance.wagering > 0 && ` ${t('wagering', { amount: money(balance.wagering) })}`}
        </p>
      )}
      <MethodPicker legend={t('legend')} methods={methods} value={method.code} onChange={setMethod} disabled={submit.pending} />
      <AmountField
        value={text}
        onChange={(next) => {
          setText(next);
          edited();
        }}
        onBlur={() => setTouched((s) => ({ ...s, amount: true }))}
        currency={method.currency}
        min={method.min}
        max={method.max}
        error={amountError}
        disabled={submit.pending}
      />
      <AccountField
        kind={method.field}
        value={account}
        onChange={(next) => {
          setAccounts((all) => ({ ...all, [method.field]: next }));
          edited();
        }}
        onBlur={() => setTouched((s) => ({ ...s, account: true }))}
        phoneCodes={phoneCodes}
        error={accountError}
        disabled={submit.pending}
      />
      <div className={styles.section}>
        <CashboxErrors codes={submit.errors} testId="payout-errors" />
        {submit.errors.includes('phone_not_verified') && <PhoneRequired />}
        {submit.errors.includes('documents_not_verified') && (
          <p>
            <Link href="/profile/verification" prefetch={false} className={styles.documentsLink}>
              {t('documentsLink')}
            </Link>
          </p>
        )}
        <p role="status" className={styles.success}>
          {created && t('created', { amount: formatMoney(created.amount, created.currency, locale) })}
        </p>
        <SubmitButton pending={submit.pending}>{check.ok ? t('submit', { amount: money(check.amount) }) : t('submitPlain')}</SubmitButton>
      </div>
    </form>
  );
}

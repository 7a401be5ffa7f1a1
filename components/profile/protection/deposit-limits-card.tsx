'use client';

import { useState, type FormEvent } from 'react';
import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import { formatIsoTime } from '@/lib/domain/date-format';
import { formatAmountInput, parseAmountInput } from '@/lib/domain/cashbox/cashbox-amount';
import { currencySymbol, formatMoney } from '@/lib/domain/money';
import { DEPOSIT_LIMIT_PERIODS, isProtectionErrorCode, type DepositLimitDto, type DepositLimitsInput, type ProtectionDto } from '@/lib/domain/protection/protection';
import { JsonApiError } from '@/lib/client/json-api';
import { saveDepositLimits } from '@/lib/client/protection/protection-calls';
import { SubmitButton } from '@/components/forms/submit-button';
import formStyles from '@/components/forms/form.module.css';
import styles from '../profile.module.css';
import own from './protection.module.css';
import { ProtectionCard } from './protection-card';

type Texts = Record<DepositLimitDto['period'], string>;
const fieldText = (limit: DepositLimitDto) => (limit.amount === null ? '' : formatAmountInput(limit.amount));

/**
 * The three limits: each shows what is in force, what waits and from when, and what the window
 * holds already; the player types new ones. Only the fields the player changed are sent, so
 * saving one period never touches another's pending change.
 */
export function DepositLimitsCard({ protection }: { protection: ProtectionDto }) {
  const t = useTranslations('protection.limits');
  const te = useTranslations('protection.errors');
  const api = useTranslations('apiErrors');
  const locale = useLocale();
  const timeZone = useTimeZone();
  const { currency } = protection;
  const initial = Object.fromEntries(protection.deposit_limits.map((l) => [l.period, fieldText(l)])) as Texts;
  const [texts, setTexts] = useState<Texts>(initial);
  const [invalid, setInvalid] = useState<readonly string[]>([]);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const when = (iso: string) => formatIsoTime(iso, timeZone);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: DepositLimitsInput = {};
    const bad: string[] = [];
    for (const period of DEPOSIT_LIMIT_PERIODS) {
      const text = texts[period].trim();
      if (text === initial[period]) continue;
      if (text === '') body[period] = null;
      else {
        const amount = parseAmountInput(text);
        if (amount === null || amount <= 0) bad.push(period);
        else body[period] = amount;
      }
    }
    setInvalid(bad);
    setSaved(false);
    setFailure(null);
    if (bad.length > 0 || Object.keys(body).length === 0) return;
    setPending(true);
    try {
      const saved = await saveDepositLimits(body);
      setTexts(Object.fromEntries(saved.deposit_limits.map((l) => [l.period, fieldText(l)])) as Texts);
      setSaved(true);
    } catch (error) {
      const code = error instanceof JsonApiError ? error.code : undefined;
      setFailure(isProtectionErrorCode(code) ? te(code) : api('server_error'));
    } finally {
      setPending(false);
    }
  };

  return (
    <ProtectionCard id="limits" testId="deposit-limits" title={t('title')} lead={t('lead')} saved={saved ? t('saved') : null} failure={failure}>
      <p className={styles.faint}>{t('windowNote')}</p>
      <form method="post" className={own.limits} onSubmit={submit} noValidate>
        {protection.deposit_limits.map((limit) => {
          const id = `limit-${limit.period}`;
          const wrong = invalid.includes(limit.period);
          return (
            <div key={limit.period} className={own.limit} data-testid={id}>
              <h4 className={own.limitTitle}>{t(limit.period)}</h4>
              <p className={own.current}>{limit.amount === null ? t('none') : t('current', { amount: money(limit.amount) })}</p>
              {limit.pending && (
                <p className={own.pending} data-testid={`${id}-pending`}>
                  {limit.pending.amount === null
                    ? t('pendingRemoval', { date: when(limit.pending.effective_at) })
                    : t('pending', { amount: money(limit.pending.amount), date: when(limit.pending.effective_at) })}
                </p>
              )}
              <p className={styles.faint}>{t('used', { amount: money(limit.used) })}</p>
              <div className={formStyles.field}>
                <label htmlFor={id} className={formStyles.label}>
                  {t('inputLabel', { currency: currencySymbol(currency) })}
                </label>
                <input
                  id={id}
                  className={formStyles.input}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={t('inputHint')}
                  value={texts[limit.period]}
                  aria-invalid={wrong}
                  aria-describedby={wrong ? `${id}-error` : undefined}
                  onChange={(e) => setTexts({ ...texts, [limit.period]: e.target.value })}
                />
                {wrong && (
                  <p id={`${id}-error`} className={formStyles.error}>
                    {t('invalid')}
                  </p>
                )}
              </div>
            </div>
          );
        })}
        <div className={formStyles.actions}>
          <SubmitButton pending={pending} fullWidth={false} variant="primary">
            {t('save')}
          </SubmitButton>
        </div>
      </form>
    </ProtectionCard>
  );
}

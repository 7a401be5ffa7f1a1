'use client';

import { useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { PaymentSystemDto } from '@/lib/domain/cashbox-types';
import { formatMoney } from '@/lib/domain/money';
import { MethodIcon } from './method-icon';
import choices from './choices.module.css';
import styles from './cashbox.module.css';

/** What both the payment and the payout methods have. */
export interface MethodLike {
  code: string;
  name: string;
  icon: PaymentSystemDto['icon'];
  currency: string;
  min: number;
  max: number;
}

interface MethodPickerProps<M extends MethodLike> {
  legend: string;
  methods: readonly M[];
  value: string | null;
  onChange: (method: M) => void;
  disabled?: boolean;
}

/** The ways to pay in or out, as a radio group of cards with the method's range. */
export function MethodPicker<M extends MethodLike>({ legend, methods, value, onChange, disabled }: MethodPickerProps<M>) {
  const t = useTranslations('cashbox.methods');
  const locale = useLocale();
  const name = useId();
  return (
    <fieldset className={styles.section} disabled={disabled}>
      <legend className={styles.sectionTitle}>{legend}</legend>
      <div className={choices.methods}>
        {methods.map((method) => (
          <label key={method.code} className={choices.choice}>
            <input type="radio" className={choices.radio} name={name} value={method.code} checked={value === method.code} onChange={() => onChange(method)} />
            <span className={`${choices.card} ${choices.methodCard}`}>
              <MethodIcon kind={method.icon} className={choices.icon} />
              <span className={choices.cardName}>{method.name}</span>
              <span className={choices.cardMeta}>{t('range', { min: formatMoney(method.min, method.currency, locale), max: formatMoney(method.max, method.currency, locale) })}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

'use client';

import { useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { PaymentSystemDto } from '@/lib/domain/cashbox/cashbox-types';
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
  /** Listed under "more" (spec §3 payment systems' "more" section). */
  more: boolean;
}

interface MethodPickerProps<M extends MethodLike> {
  legend: string;
  methods: readonly M[];
  value: string | null;
  onChange: (method: M) => void;
  disabled?: boolean;
}

/**
 * The ways to pay in or out, as a radio group of cards with the method's range. Methods marked
 * `more` sit in a "more" section that opens on demand (open from the start when the chosen method
 * is one of them); all cards are one radio group.
 */
export function MethodPicker<M extends MethodLike>({ legend, methods, value, onChange, disabled }: MethodPickerProps<M>) {
  const t = useTranslations('cashbox.methods');
  const locale = useLocale();
  const name = useId();
  const first = methods.filter((m) => !m.more);
  const more = methods.filter((m) => m.more);
  // Open from the start when the chosen method is under "more"; then the player opens and closes it.
  const [moreOpen, setMoreOpen] = useState(() => more.some((m) => m.code === value));
  const card = (method: M) => (
    <label key={method.code} className={choices.choice}>
      <input type="radio" className={choices.radio} name={name} value={method.code} checked={value === method.code} onChange={() => onChange(method)} />
      <span className={`${choices.card} ${choices.methodCard}`}>
        <MethodIcon kind={method.icon} className={choices.icon} />
        <span className={choices.cardName}>{method.name}</span>
        <span className={choices.cardMeta}>{t('range', { min: formatMoney(method.min, method.currency, locale), max: formatMoney(method.max, method.currency, locale) })}</span>
      </span>
    </label>
  );
  return (
    <fieldset className={styles.section} disabled={disabled}>
      <legend className={styles.sectionTitle}>{legend}</legend>
      {first.length > 0 && <div className={choices.methods}>{first.map(card)}</div>}
      {more.length > 0 &&
        (first.length === 0 ? (
          <div className={choices.methods}>{more.map(card)}</div>
        ) : (
          <details className={choices.more} open={moreOpen} onToggle={(event) => setMoreOpen(event.currentTarget.open)}>
            <summary className={choices.moreSummary}>{t('more', { count: more.length })}</summary>
            <div className={choices.methods}>{more.map(card)}</div>
          </details>
        ))}
    </fieldset>
  );
}

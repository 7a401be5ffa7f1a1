'use client';

import { useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatAmountInput, parseAmountInput } from '@/lib/domain/cashbox/cashbox-amount';
import { formatQuickAmount } from '@/lib/domain/cashbox/cashbox-format';
import { currencySymbol, formatMoney } from '@/lib/domain/money';
import { TextInput } from '@/components/forms/text-input';
import choices from './choices.module.css';
import styles from './cashbox.module.css';

interface AmountFieldProps {
  /** The text as typed (display units). */
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  currency: string;
  /** The method's range (minor units), shown under the field. */
  min: number;
  max: number;
  /** Quick amounts (minor units). */
  presets?: readonly number[];
  /** The message under the field, already in the player's language. */
  error?: string | null;
  disabled?: boolean;
}

/**
 * The amount in display units ("500.00"), with the method's range and quick amounts. The field's
 * own error slot speaks the validation namespace, so the cashbox's message is rendered here and
 * tied to the input with aria-describedby.
 */
export function AmountField({ value, onChange, onBlur, currency, min, max, presets = [], error, disabled }: AmountFieldProps) {
  const t = useTranslations('cashbox.amount');
  const locale = useLocale();
  const errorId = useId();
  const current = parseAmountInput(value);
  return (
    <div className={styles.section}>
      <TextInput
        label={t('label', { currency: currencySymbol(currency) })}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        inputMode="decimal"
        autoComplete="off"
        maxLength={16}
        disabled={disabled}
        hint={t('range', { min: formatMoney(min, currency, locale), max: formatMoney(max, currency, locale) })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
      {presets.length > 0 && (
        <div className={choices.presets} role="group" aria-label={t('presets')}>
          {presets.map((preset) => (
            <button key={preset} type="button" className={choices.preset} aria-pressed={current === preset} disabled={disabled} onClick={() => onChange(formatAmountInput(preset))}>
              {formatQuickAmount(preset, currency, locale)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

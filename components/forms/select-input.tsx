'use client';

import { type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { useTranslations } from 'next-intl';
import { FieldShell, useFieldIds, type FieldBaseProps } from './field-shell';
import { ChevronDownIcon } from '@/components/ui/icons';
import styles from './form.module.css';

export interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectInputProps extends FieldBaseProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'multiple'> {
  options: readonly SelectOption[];
  /**
   * Text of an empty first option ("" value) shown while nothing is chosen; `true` uses the
   * generic "Choose…", `false` (default) has no empty option.
   */
  placeholder?: string | boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** Labelled native select (currency, gender, country): the platform's own picker on phones. */
export function SelectInput({ label, error, touched, hint, tooltip, hideLabel, className, options, placeholder = false, id, ref, ...select }: SelectInputProps) {
  const t = useTranslations('forms');
  const ids = useFieldIds(id, { error, touched, hint });
  const empty = placeholder === true ? t('choose') : placeholder || null;
  return (
    <FieldShell ids={ids} label={label} error={error} hint={hint} tooltip={tooltip} hideLabel={hideLabel} className={className}>
      <div className={styles.selectWrap}>
        <select
          {...select}
          ref={ref}
          id={ids.inputId}
          className={`${styles.input} ${styles.select}`}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={[select['aria-describedby'], ids.describedBy].filter(Boolean).join(' ') || undefined}
        >
          {empty !== null && (
            <option value="" disabled>
              {empty}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon size={18} className={styles.selectChevron} />
      </div>
    </FieldShell>
  );
}

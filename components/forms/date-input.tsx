'use client';

import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { MIN_BIRTH_YEAR } from '@/lib/domain/validation/limits';
import { FieldShell, useFieldIds, type FieldBaseProps } from './field-shell';
import styles from './form.module.css';

export interface DateInputProps extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'placeholder'> {
  ref?: Ref<HTMLInputElement>;
}

/** The earliest birthday the picker offers. */
export const EARLIEST_DATE = `${MIN_BIRTH_YEAR}-01-01`;

/** Today as YYYY-MM-DD in the player's time zone. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Date field (the birthday): the browser's own date picker, value "YYYY-MM-DD", from
 * 1900-01-01 to today unless told. No placeholder: HTML allows none on a date input (the W3C
 * checker rejects it) and every browser with a picker ignores it, so the spec's 2000-01-01
 * example (platform §5) is not shown. Age checks are the server's (play-promos §5).
 */
export function DateInput({ label, error, touched, hint, tooltip, hideLabel, className, id, ref, min = EARLIEST_DATE, max, ...input }: DateInputProps) {
  const ids = useFieldIds(id, { error, touched, hint });
  // The server's "today" may be another day than the player's: hence suppressHydrationWarning.
  const [today] = useState(todayIso);
  return (
    <FieldShell ids={ids} label={label} error={error} hint={hint} tooltip={tooltip} hideLabel={hideLabel} className={className}>
      <input
        autoComplete="bday"
        {...input}
        ref={ref}
        id={ids.inputId}
        type="date"
        min={min}
        max={max ?? today}
        className={`${styles.input} ${styles.dateInput}`}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={[input['aria-describedby'], ids.describedBy].filter(Boolean).join(' ') || undefined}
        suppressHydrationWarning
      />
    </FieldShell>
  );
}

'use client';

import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import type { FieldErrorLike } from '@/lib/client/forms/field-errors';
import { CheckIcon } from '@/components/ui/icons';
import { useErrorText } from './use-error-text';
import styles from './form.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  /** The text next to the box; may hold links (e.g. the terms). */
  label: ReactNode;
  error?: FieldErrorLike;
  touched?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label and error (e.g. "I accept the terms"); works with register(). */
export function Checkbox({ label, error, touched, className, id, ref, ...input }: CheckboxProps) {
  const auto = useId();
  const inputId = id ?? `field-${auto}`;
  const errorText = useErrorText();
  const invalid = Boolean(touched && error);
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <div className={styles.checkboxRow}>
        <span className={styles.checkboxBox}>
          <input
            {...input}
            ref={ref}
            id={inputId}
            type="checkbox"
            className={styles.checkboxInput}
            aria-invalid={invalid || undefined}
            aria-describedby={[input['aria-describedby'], invalid ? `${inputId}-error` : null].filter(Boolean).join(' ') || undefined}
          />
          <CheckIcon size={14} className={styles.checkboxMark} />
        </span>
        <label htmlFor={inputId} className={styles.checkboxLabel}>
          {label}
        </label>
      </div>
      <div className={styles.errorSlot} aria-live="polite">
        {invalid && error && (
          <p id={`${inputId}-error`} className={styles.error}>
            {errorText(error)}
          </p>
        )}
      </div>
    </div>
  );
}

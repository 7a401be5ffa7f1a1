'use client';

import { useId, type ReactNode } from 'react';
import type { FieldErrorLike } from '@/lib/client/forms/field-errors';
import { FieldTooltip } from './field-tooltip';
import { useErrorText } from './use-error-text';
import styles from './form.module.css';

/** Props every labelled widget shares. */
export interface FieldBaseProps {
  label: ReactNode;
  /** The field's error; react-hook-form's FieldError fits. Shown only when `touched`. */
  error?: FieldErrorLike;
  /** Spec: messages show only once the field has been touched (or a submit was tried). */
  touched?: boolean;
  /** A line of help under the field. */
  hint?: ReactNode;
  /** Text of the info tooltip next to the label. */
  tooltip?: ReactNode;
  /** Keeps the label for screen readers only (e.g. a field whose placeholder says it all). */
  hideLabel?: boolean;
  className?: string;
}

export interface FieldIds {
  inputId: string;
  labelId: string;
  /** aria-describedby for the control: the hint and, when shown, the error. */
  describedBy: string | undefined;
  invalid: boolean;
}

/** Ids and the error shown for one field (only when touched, only the first message). */
export function useFieldIds(id: string | undefined, { error, touched, hint }: Pick<FieldBaseProps, 'error' | 'touched' | 'hint'>): FieldIds {
  const auto = useId();
  const inputId = id ?? `field-${auto}`;
  const invalid = Boolean(touched && error);
  const describedBy = [hint ? `${inputId}-hint` : null, invalid ? `${inputId}-error` : null].filter(Boolean).join(' ') || undefined;
  return { inputId, labelId: `${inputId}-label`, describedBy, invalid };
}

interface FieldShellProps extends FieldBaseProps {
  ids: FieldIds;
  children: ReactNode;
}

/** Label row (with the tooltip), the control, the hint and the error under it. */
export function FieldShell({ ids, label, error, hint, tooltip, hideLabel, className, children }: FieldShellProps) {
  const errorText = useErrorText();
  const labelClass = hideLabel ? 'visually-hidden' : styles.label;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <div className={!hideLabel || tooltip ? styles.labelRow : undefined}>
        <label id={ids.labelId} htmlFor={ids.inputId} className={labelClass}>
          {label}
        </label>
        {tooltip && <FieldTooltip>{tooltip}</FieldTooltip>}
      </div>
      {children}
      {hint && (
        <p id={`${ids.inputId}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {/* A live region that exists before the message does, so the message is announced. */}
      <div className={styles.errorSlot} aria-live="polite">
        {ids.invalid && error && (
          <p id={`${ids.inputId}-error`} className={styles.error}>
            {errorText(error)}
          </p>
        )}
      </div>
    </div>
  );
}

'use client';

import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { INPUT_MAX_LENGTH } from '@/lib/domain/validation/limits';
import { FieldShell, useFieldIds, type FieldBaseProps } from './field-shell';
import styles from './form.module.css';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'className' | 'inputMode'>;

export interface NumberInputProps extends FieldBaseProps, NativeProps {
  value: number | null | undefined;
  /** The parsed number (spec play-promos §5: a number input emits a parsed number); null when empty or unfinished. */
  onChange: (value: number | null) => void;
  /** Whole numbers only (no decimal separator accepted). */
  integer?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** "1 234,5" → 1234.5; "", "-", "1e5" or "1,2,3" → null. Both "," and "." separate decimals. */
export function parseNumberInput(text: string, integer = false): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  const pattern = integer ? /^-?\d+$/ : /^-?(\d+\.?\d*|\.\d+)$/;
  if (!pattern.test(compact)) return null;
  const value = Number(compact);
  return Number.isFinite(value) ? value : null;
}

/**
 * Labelled number field for react-hook-form's Controller. A text input with a numeric
 * keyboard, not type="number": that one drops a typed "12," and changes the value on scroll.
 * Keeps what the player typed ("12,") and emits the number it means.
 */
export function NumberInput({ label, error, touched, hint, tooltip, hideLabel, className, value, onChange, integer = false, maxLength = INPUT_MAX_LENGTH, id, ref, ...input }: NumberInputProps) {
  const ids = useFieldIds(id, { error, touched, hint });
  const [text, setText] = useState(() => (value === null || value === undefined ? '' : String(value)));
  // A value set from outside (reset, setValue) replaces the text; the player's own typing does not.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if ((value ?? null) !== parseNumberInput(text, integer)) setText(value === null || value === undefined ? '' : String(value));
  }

  return (
    <FieldShell ids={ids} label={label} error={error} hint={hint} tooltip={tooltip} hideLabel={hideLabel} className={className}>
      <input
        autoComplete="off"
        {...input}
        ref={ref}
        id={ids.inputId}
        type="text"
        inputMode={integer ? 'numeric' : 'decimal'}
        maxLength={maxLength}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const parsed = parseNumberInput(next, integer);
          setShown(parsed);
          onChange(parsed);
        }}
        className={styles.input}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={[input['aria-describedby'], ids.describedBy].filter(Boolean).join(' ') || undefined}
      />
    </FieldShell>
  );
}

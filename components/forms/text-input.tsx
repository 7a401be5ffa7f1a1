'use client';

import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslations } from 'next-intl';
import { INPUT_MAX_LENGTH } from '@/lib/domain/validation/limits';
import { FieldShell, useFieldIds, type FieldBaseProps } from './field-shell';
import { EyeIcon, EyeOffIcon } from '@/components/ui/icons';
import styles from './form.module.css';

export type TextInputType = 'text' | 'email' | 'password' | 'search' | 'tel' | 'url';

export interface TextInputProps extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  type?: TextInputType;
  /** Show the password visibility toggle (default: on for type="password"). */
  passwordToggle?: boolean;
  /** react-hook-form's register() ref lands here. */
  ref?: Ref<HTMLInputElement>;
}

/** Typing help browsers give a field of each kind; the caller's attributes win. */
const TYPE_DEFAULTS: Partial<Record<TextInputType, InputHTMLAttributes<HTMLInputElement>>> = {
  email: { autoComplete: 'email', autoCapitalize: 'none', spellCheck: false },
  password: { autoCapitalize: 'none', spellCheck: false },
};

/**
 * Labelled text input (spec play-promos §2, §5): works with `{...form.field('email')}` or
 * `{...register('email')}`; at most 150 characters unless told; optional password toggle
 * and tooltip; the first error shows once the field has been touched.
 */
export function TextInput({ label, error, touched, hint, tooltip, hideLabel, className, type = 'text', passwordToggle, maxLength = INPUT_MAX_LENGTH, id, ref, ...input }: TextInputProps) {
  const t = useTranslations('forms');
  const ids = useFieldIds(id, { error, touched, hint });
  const [visible, setVisible] = useState(false);
  const toggle = passwordToggle ?? type === 'password';
  const describedBy = [input['aria-describedby'], ids.describedBy].filter(Boolean).join(' ') || undefined;

  return (
    <FieldShell ids={ids} label={label} error={error} hint={hint} tooltip={tooltip} hideLabel={hideLabel} className={className}>
      <div className={styles.control}>
        <input
          {...TYPE_DEFAULTS[type]}
          {...input}
          ref={ref}
          id={ids.inputId}
          type={toggle && visible ? 'text' : type}
          maxLength={maxLength}
          className={`${styles.input} ${toggle ? styles.inputWithButton : ''}`}
          aria-invalid={ids.invalid || input['aria-invalid'] || undefined}
          aria-describedby={describedBy}
        />
        {toggle && (
          <button
            type="button"
            className={styles.inputButton}
            aria-label={t('showPassword')}
            aria-pressed={visible}
            aria-controls={ids.inputId}
            disabled={input.disabled}
            // Keeps the caret in the field when the toggle is clicked with a mouse.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        )}
      </div>
    </FieldShell>
  );
}

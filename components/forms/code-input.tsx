'use client';

import { useMemo, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslations } from 'next-intl';
import { CODE_INPUT_WIDTH_PX, SMS_CODE_MASK, SMS_CODE_PLACEHOLDER } from '@/lib/domain/constants';
import { SMS_CODE_LENGTH } from '@/lib/domain/validation/limits';
import { applyMask, editMasked } from '@/lib/domain/validation/input-masks';
import { FieldShell, useFieldIds, type FieldBaseProps } from './field-shell';
import { mergeRefs } from './merge-refs';
import { deleteDirection, useMaskedCaret } from './use-masked-caret';
import styles from './form.module.css';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'className'>;

export interface CodeInputProps extends Omit<FieldBaseProps, 'label'>, NativeProps {
  /** Defaults to "SMS code" in the page's language. */
  label?: FieldBaseProps['label'];
  /** The code's digits, without the mask. */
  value: string;
  onChange: (digits: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * SMS code field (spec play-promos §5, §9): typed as ##-##, placeholder "-- -- -- --",
 * 170 px wide, numeric keyboard, the phone's one-time-code autofill; emits digits only.
 * For react-hook-form's Controller: `<CodeInput {...field} {...form.fieldState('code')} />`.
 */
export function CodeInput({ label, error, touched, hint, tooltip, hideLabel, className, value, onChange, id, ref, ...input }: CodeInputProps) {
  const t = useTranslations('forms');
  const ids = useFieldIds(id, { error, touched, hint });
  const { inputRef, placeCaret } = useMaskedCaret();
  const setRef = useMemo(() => mergeRefs(inputRef, ref), [inputRef, ref]);
  const masked = applyMask(value ?? '', SMS_CODE_MASK);
  const formatId = `${ids.inputId}-format`;

  return (
    <FieldShell ids={ids} label={label ?? t('codeLabel')} error={error} hint={hint} tooltip={tooltip} hideLabel={hideLabel} className={className}>
      <input
        {...input}
        ref={setRef}
        id={ids.inputId}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={SMS_CODE_PLACEHOLDER}
        value={masked}
        onChange={(event) => {
          const result = editMasked(
            { previous: masked, next: event.target.value, caret: event.target.selectionStart ?? event.target.value.length, deleting: deleteDirection(event, masked) },
            SMS_CODE_MASK,
          );
          placeCaret(result.caret);
          onChange(result.digits);
        }}
        className={`${styles.input} ${styles.codeInput}`}
        style={{ width: CODE_INPUT_WIDTH_PX }}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={[formatId, ids.describedBy].filter(Boolean).join(' ')}
      />
      <span id={formatId} className="visually-hidden">
        {t('codeFormat', { length: SMS_CODE_LENGTH })}
      </span>
    </FieldShell>
  );
}

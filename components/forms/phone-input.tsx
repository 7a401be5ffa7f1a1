'use client';

import { useMemo, useState, type InputHTMLAttributes, type Ref } from 'react';
import { applyMask, digitsOnly, editMasked } from '@/lib/domain/validation/input-masks';
import { composePhone, DEFAULT_COUNTRY_CODE, DEFAULT_PHONE_COUNTRY, findPhoneCountry, normalizeNationalDigits, splitPhone, type PhoneCountry } from '@/lib/domain/accounts/phone-countries';
import { CountrySelect } from './country-select';
import { FieldShell, useFieldIds, type FieldBaseProps } from './field-shell';
import { mergeRefs } from './merge-refs';
import { deleteDirection, useMaskedCaret } from './use-masked-caret';
import formStyles from './form.module.css';
import styles from './phone-input.module.css';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'className'>;

export interface PhoneInputProps extends FieldBaseProps, NativeProps {
  /** The full phone, digits only: dial code plus national number ("79161234567"); "" when empty. */
  value: string;
  onChange: (phone: string) => void;
  /** Called when focus leaves the whole widget (number field and country list), for "touched". */
  onBlur?: () => void;
  /** ISO code of the country shown while the value is empty (default ru, +7). */
  defaultCountry?: string;
  ref?: Ref<HTMLInputElement>;
}

interface PhoneState {
  country: PhoneCountry;
  national: string;
  /** The phone this state stands for: a different `value` prop means it was set from outside. */
  phone: string;
}

function readPhone(phone: string, country: PhoneCountry): PhoneState {
  return phone ? { ...splitPhone(phone, country), phone } : { country, national: '', phone: '' };
}

/**
 * Phone field (spec platform §5, play-promos §2, §5): a country code selector and the
 * national number in the country's mask. It emits the dial code plus the digits, digits only,
 * and "" while no digit is typed. For react-hook-form's Controller:
 * `<PhoneInput {...field} {...form.fieldState('phone')} label={…} />`.
 */
export function PhoneInput({ label, error, touched, hint, tooltip, hideLabel, className, value, onChange, onBlur, defaultCountry = DEFAULT_COUNTRY_CODE, id, ref, disabled, ...input }: PhoneInputProps) {
  const ids = useFieldIds(id, { error, touched, hint });
  const { inputRef, placeCaret } = useMaskedCaret();
  const setRef = useMemo(() => mergeRefs(inputRef, ref), [inputRef, ref]);
  const [state, setState] = useState(() => readPhone(value ?? '', findPhoneCountry(defaultCountry) ?? DEFAULT_PHONE_COUNTRY));
  let current = state;
  if ((value ?? '') !== state.phone) {
    // Set from outside (reset, stored profile phone): read it again, keeping the chosen country if it fits.
    current = readPhone(value ?? '', state.country);
    setState(current);
  }
  const { country, national } = current;
  const masked = applyMask(national, country.mask);

  const emit = (nextCountry: PhoneCountry, nextNational: string) => {
    const phone = composePhone(nextCountry, nextNational);
    setState({ country: nextCountry, national: digitsOnly(nextNational), phone });
    if (phone !== (value ?? '')) onChange(phone);
  };

  const onNumberChange = (raw: string, caret: number, deleting: ReturnType<typeof deleteDirection>) => {
    // A pasted international number ("+374 …") brings its own country.
    if (raw.includes('+') && !masked.includes('+')) {
      const pasted = splitPhone(digitsOnly(raw), country);
      const digits = pasted.national.slice(0, pasted.country.maxDigits);
      placeCaret(applyMask(digits, pasted.country.mask).length);
      emit(pasted.country, digits);
      return;
    }
    if (digitsOnly(raw).length > country.maxDigits) {
      const digits = normalizeNationalDigits(country, national, raw);
      placeCaret(applyMask(digits, country.mask).length);
      emit(country, digits);
      return;
    }
    const result = editMasked({ previous: masked, next: raw, caret, deleting }, country.mask);
    placeCaret(result.caret);
    emit(country, result.digits);
  };

  return (
    <FieldShell ids={ids} label={label} error={error} hint={hint} tooltip={tooltip} hideLabel={hideLabel} className={className}>
      <div
        className={styles.phone}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
        }}
      >
        <CountrySelect
          id={`${ids.inputId}-country`}
          country={country}
          disabled={disabled}
          onSelect={(next) => {
            emit(next, national.slice(0, next.maxDigits));
            inputRef.current?.focus();
          }}
        />
        <input
          {...input}
          ref={setRef}
          id={ids.inputId}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={input.placeholder ?? country.mask.replace(/#/g, '0')}
          disabled={disabled}
          value={masked}
          onChange={(event) => onNumberChange(event.target.value, event.target.selectionStart ?? event.target.value.length, deleteDirection(event, masked))}
          className={`${formStyles.input} ${styles.phoneNumber}`}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={[input['aria-describedby'], ids.describedBy].filter(Boolean).join(' ') || undefined}
        />
      </div>
    </FieldShell>
  );
}

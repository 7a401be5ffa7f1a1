'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { CARD_NUMBER_MASK, defaultPayoutCountry, type AccountKind } from '@/lib/domain/cashbox/cashbox-account';
import type { PhoneCodeDto } from '@/lib/domain/cashbox/cashbox-types';
import { applyMask, editMasked } from '@/lib/domain/validation/input-masks';
import { PhoneInput } from '@/components/forms/phone-input';
import { TextInput } from '@/components/forms/text-input';
import { deleteDirection, useMaskedCaret } from '@/components/forms/use-masked-caret';
import styles from '../cashbox.module.css';

interface AccountFieldProps {
  kind: AccountKind;
  /** Digits for a card or a phone (the phone with its dial code), the id as typed for a wallet. */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  phoneCodes: readonly PhoneCodeDto[];
  /** The message under the field, already in the player's language. */
  error: string | null;
  disabled?: boolean;
}

/** A card number typed in groups of four (lib/domain/validation/input-masks), digits kept. */
function CardNumberInput({ value, onChange, onBlur, disabled, describedBy, invalid }: Pick<AccountFieldProps, 'value' | 'onChange' | 'onBlur' | 'disabled'> & { describedBy?: string; invalid: boolean }) {
  const t = useTranslations('cashbox.payout.account');
  const { inputRef, placeCaret } = useMaskedCaret();
  const masked = applyMask(value, CARD_NUMBER_MASK);
  return (
    <TextInput
      ref={inputRef}
      label={t('card')}
      value={masked}
      inputMode="numeric"
      autoComplete="cc-number"
      placeholder="0000 0000 0000 0000"
      disabled={disabled}
      onBlur={onBlur}
      onChange={(event) => {
        const result = editMasked({ previous: masked, next: event.target.value, caret: event.target.selectionStart ?? event.target.value.length, deleting: deleteDirection(event, masked) }, CARD_NUMBER_MASK);
        placeCaret(result.caret);
        onChange(result.digits);
      }}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
}

/**
 * Where the payout goes, by the method's field: a card number with its mask, a phone with a
 * country code (the site's phone field, starting at the treasury's first dial code), or a wallet id.
 */
export function AccountField({ kind, value, onChange, onBlur, phoneCodes, error, disabled }: AccountFieldProps) {
  const t = useTranslations('cashbox.payout.account');
  const errorId = useId();
  const describedBy = error ? errorId : undefined;
  let input;
  if (kind === 'card') {
    input = <CardNumberInput value={value} onChange={onChange} onBlur={onBlur} disabled={disabled} describedBy={describedBy} invalid={Boolean(error)} />;
  } else if (kind === 'phone') {
    input = <PhoneInput label={t('phone')} value={value} onChange={onChange} onBlur={onBlur} defaultCountry={defaultPayoutCountry(phoneCodes)} disabled={disabled} aria-describedby={describedBy} />;
  } else {
    input = (
      <TextInput
        label={t('wallet')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={64}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
    );
  }
  return (
    <div className={styles.section}>
      {input}
      {error && (
        <p id={errorId} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

'use client';

import type { ButtonHTMLAttributes, Ref } from 'react';
import { useTranslations } from 'next-intl';
import styles from './form.module.css';

export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** A submit is running: spinner, aria-busy, and clicks do not submit again. */
  pending?: boolean;
  /** Front-end errors exist: the button is disabled (spec play-promos §5). Pass `!form.canSubmit`. */
  blocked?: boolean;
  variant?: 'gold' | 'primary';
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The form's submit button. While pending it stays focusable (a disabled button drops the
 * keyboard focus) but swallows clicks, including the one Enter in a field sends it.
 */
export function SubmitButton({ pending = false, blocked = false, variant = 'gold', fullWidth = true, className, children, disabled, onClick, ref, ...button }: SubmitButtonProps) {
  const t = useTranslations('forms');
  return (
    <button
      {...button}
      ref={ref}
      type="submit"
      className={[styles.submit, variant === 'primary' ? styles.submitPrimary : styles.submitGold, fullWidth ? styles.submitFull : '', className ?? ''].join(' ')}
      disabled={blocked || disabled}
      aria-busy={pending || undefined}
      aria-disabled={pending || undefined}
      onClick={(event) => {
        if (pending) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {pending && <span className={styles.spinner} aria-hidden="true" />}
      <span className={pending ? styles.submitLabelPending : undefined}>{children}</span>
      {pending && <span className="visually-hidden">{t('submitting')}</span>}
    </button>
  );
}

'use client';

import type { ButtonHTMLAttributes, Ref } from 'react';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/client/use-hydrated';
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

/** The look of the submit button, for other buttons that lead a screen's action (one home for it). */
export function actionButtonClass(variant: 'gold' | 'primary' = 'gold', fullWidth = false): string {
  return [styles.submit, variant === 'primary' ? styles.submitPrimary : styles.submitGold, fullWidth ? styles.submitFull : ''].join(' ');
}

/**
 * The form's submit button. While pending it stays focusable (a disabled button drops the
 * keyboard focus) but swallows clicks, including the one Enter in a field sends it.
 * Until the page is hydrated it is disabled, so the form cannot submit without its handler
 * (a disabled default button also stops Enter's implicit submit); the forms say method="post"
 * as well, so even a form submitted natively never puts its fields in the URL.
 */
export function SubmitButton({ pending = false, blocked = false, variant = 'gold', fullWidth = true, className, children, disabled, onClick, ref, ...button }: SubmitButtonProps) {
  const t = useTranslations('forms');
  const hydrated = useHydrated();
  return (
    <button
      {...button}
      ref={ref}
      type="submit"
      className={`${actionButtonClass(variant, fullWidth)} ${className ?? ''}`}
      disabled={blocked || disabled || !hydrated}
      data-hydrating={!hydrated && !blocked && !disabled ? '' : undefined}
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

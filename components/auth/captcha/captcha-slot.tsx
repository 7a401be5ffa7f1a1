'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrorLike } from '@/lib/client/forms/field-errors';
import { useErrorText } from '@/components/forms/use-error-text';
import formStyles from '@/components/forms/form.module.css';
import type { Captcha } from './use-captcha';
import styles from './captcha.module.css';

/**
 * Where the captcha lives in the form: the version 2 checkbox, a line while the script loads,
 * and one message — the script could not load, or the token error of the last submit
 * (not ticked, or refused by the server). Version 3 is invisible: only the message shows. `asked`:
 * the server asked for it on this form (many sign-ups from this network or device today), said
 * above it so the player knows why, and what to do.
 */
export function CaptchaSlot({ captcha, error, asked = false }: { captcha: Captcha; error?: FieldErrorLike; asked?: boolean }) {
  const t = useTranslations('auth');
  const errorText = useErrorText();
  const { version, status, checkboxRef } = captcha;
  if (!version) return null;
  const message = status === 'failed' ? t('captchaUnavailable') : error ? errorText(error) : null;
  return (
    <div className={styles.slot} data-testid="captcha">
      {asked && <p className={formStyles.hint}>{t(version === 2 ? 'captchaAskedCheckbox' : 'captchaAskedInvisible')}</p>}
      {version === 2 && <div ref={checkboxRef} className={styles.checkbox} />}
      {version === 2 && status === 'loading' && <p className={formStyles.hint}>{t('captchaLoading')}</p>}
      <div className={formStyles.errorSlot} role="alert">
        {message && <p className={formStyles.error}>{message}</p>}
      </div>
    </div>
  );
}

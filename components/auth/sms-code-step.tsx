'use client';

import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { formatPhone } from '@/lib/domain/accounts/phone-countries';
import { smsCodeSchema } from '@/lib/domain/validation/auth-forms';
import { CODE_RESEND_SECONDS } from '@/lib/domain/auth/auth-limits';
import { jsonApi, JsonApiError } from '@/lib/client/json-api';
import { useResendCountdown } from '@/lib/client/use-resend-countdown';
import { useCroupierForm } from '@/lib/client/forms/use-croupier-form';
import { CodeInput } from '@/components/forms/code-input';
import { FormErrors } from '@/components/forms/form-errors';
import { SubmitButton } from '@/components/forms/submit-button';
import { ResendControl } from '@/components/contacts/resend-control';
import formStyles from '@/components/forms/form.module.css';
import styles from './auth.module.css';

/**
 * The SMS code step of phone registration and SMS login: the code was just sent to `phone`;
 * confirming it (POST /json-api/players/phones/confirm) logs in. A new code may be asked for
 * after 35 s (spec play-promos §9); before that the link is hidden behind a countdown.
 */
export function SmsCodeStep({ phone, registrationToken, onConfirmed, onChangePhone }: {
  phone: string;
  /** A phone registration's claim (POST /users/register answered it); none for SMS login. */
  registrationToken?: string;
  onConfirmed: () => Promise<void>;
  onChangePhone: () => void;
}) {
  const t = useTranslations('auth');
  const form = useCroupierForm(smsCodeSchema, { defaultValues: { code: '' } });
  // The step is shown right after a code went out: the resend timer starts at once.
  const { secondsLeft, start } = useResendCountdown(CODE_RESEND_SECONDS);
  const [resendError, setResendError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);

  const resend = async () => {
    form.clearServerErrors();
    setResendError(null);
    setResending(true);
    try {
      await jsonApi('/json-api/players/phones/verify', { method: 'POST', body: { phone } });
      start(CODE_RESEND_SECONDS);
    } catch (error) {
      const retry = error instanceof JsonApiError ? Number((error.body as { retry_after?: unknown } | null)?.retry_after) : NaN;
      if (Number.isFinite(retry) && retry > 0) start(retry);
      setResendError(error instanceof JsonApiError ? (error.code ?? 'server_error') : 'server_error');
    } finally {
      setResending(false);
    }
  };

  return (
    <form method="post"
      noValidate
      className={formStyles.form}
      onSubmit={form.submit(async ({ code }) => {
        setResendError(null);
        await jsonApi('/json-api/players/phones/confirm', { method: 'POST', body: { phone, code, ...(registrationToken ? { registration_token: registrationToken } : {}) } });
        await onConfirmed();
      })}
    >
      <p className={styles.lead}>{t('codeSent', { phone: formatPhone(phone) })}</p>
      <FormErrors errors={resendError ? [{ code: resendError }] : form.formErrors} />
      <Controller control={form.control} name="code" render={({ field }) => <CodeInput {...field} {...form.fieldState('code')} autoFocus />} />
      <SubmitButton pending={form.pending} blocked={!form.canSubmit}>
        {t('confirm')}
      </SubmitButton>
      <ResendControl secondsLeft={secondsLeft} pending={resending} onResend={() => void resend()} label={t('sendNewCode')} />
      <button type="button" className={styles.linkButton} onClick={onChangePhone}>
        {t('changePhone')}
      </button>
    </form>
  );
}

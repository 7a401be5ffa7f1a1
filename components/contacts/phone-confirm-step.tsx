'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { CODE_RESEND_SECONDS } from '@/lib/domain/auth/auth-limits';
import { smsCodeSchema } from '@/lib/domain/validation/auth-forms';
import { useCroupierForm } from '@/lib/client/forms/use-croupier-form';
import type { JsonApiErrorItem } from '@/lib/client/json-api';
import { reloadProfile, setProfile } from '@/lib/client/session/session-store';
import { confirmPhone, failureCode, isLimitFailure, requestPhoneCode, retryAfterOf } from '@/lib/client/contacts/contact-calls';
import { closeContactVerification } from '@/lib/client/contacts/contact-verification-store';
import { useResendCountdown } from '@/lib/client/use-resend-countdown';
import { CodeInput } from '@/components/forms/code-input';
import { FormErrors } from '@/components/forms/form-errors';
import { SubmitButton } from '@/components/forms/submit-button';
import { Link } from '@/i18n/navigation';
import { formatPhone } from '@/lib/domain/accounts/phone-countries';
import { ResendControl } from './resend-control';
import { StepHeading } from './step-heading';
import type { StepProps } from './step-props';
import styles from './contact-verification.module.css';

const GENERIC_FAILURE: JsonApiErrorItem[] = [{ code: 'server_error' }];

/**
 * PhoneConfirm and its payout variant PayoutPhoneConfirm: the SMS code of the number awaiting
 * verification. Opened for a number found awaiting, it sends a fresh code first; a code can be
 * asked for again once the resend timer ends. No number awaiting → back to PhoneChange.
 */
export function PhoneConfirmStep({ state, dispatch }: StepProps) {
  const t = useTranslations('verification');
  const phone = state.contact?.value ?? '';
  const payout = state.step === 'PayoutPhoneConfirm';
  const { secondsLeft, start } = useResendCountdown(state.sendOnEnter ? 0 : (state.resendAfter ?? CODE_RESEND_SECONDS));
  const [sending, setSending] = useState(state.sendOnEnter);
  const [sendErrors, setSendErrors] = useState<JsonApiErrorItem[]>([]);
  const form = useCroupierForm(smsCodeSchema, { defaultValues: { code: '' } });

  const send = useCallback(
    () =>
      requestPhoneCode(phone)
        .then(
          (answer) => {
            setSendErrors([]);
            start(answer.resend_after ?? CODE_RESEND_SECONDS);
          },
          (error: unknown) => {
            const code = failureCode(error);
            if (isLimitFailure(error)) dispatch({ type: 'limitReached' });
            else if (code === 'contact_not_found') dispatch({ type: 'nothingAwaiting' });
            else if (code === 'code_resend_too_early') start(retryAfterOf(error) ?? CODE_RESEND_SECONDS);
            else setSendErrors(code ? [{ code }] : GENERIC_FAILURE);
          },
        )
        .finally(() => setSending(false)),
    [phone, start, dispatch],
  );

  // Once per step: React's development double effects must not send two codes.
  const entered = useRef(false);
  useEffect(() => {
    if (entered.current) return;
    entered.current = true;
    if (!phone) dispatch({ type: 'nothingAwaiting' });
    else if (state.sendOnEnter) void send();
  }, [phone, state.sendOnEnter, send, dispatch]);

  const onResend = () => {
    setSending(true);
    setSendErrors([]);
    void send();
  };

  const onSubmit = form.submit(async ({ code }) => {
    try {
      setProfile(await confirmPhone(phone, code));
      dispatch({ type: 'confirmed' });
    } catch (error) {
      if (isLimitFailure(error)) return dispatch({ type: 'limitReached' });
      if (failureCode(error) === 'contact_not_found') return dispatch({ type: 'nothingAwaiting' });
      if (failureCode(error) === 'contact_already_verified') {
        await reloadProfile();
        return dispatch({ type: 'confirmed' });
      }
      throw error;
    }
  });

  const shown = formatPhone(phone);
  return (
    <div className={styles.step}>
      <StepHeading>{payout ? t('phone.payoutTitle') : t('phone.confirmTitle')}</StepHeading>
      <p className={styles.lead}>
        {t.rich(payout ? 'phone.payoutLead' : 'phone.codeSent', { phone: shown, strong: (chunks) => <span className={styles.contact}>{chunks}</span> })}
      </p>
      <form method="post" className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('phone.confirmTitle')}>
        <FormErrors errors={sendErrors.length > 0 ? sendErrors : form.formErrors} />
        <Controller control={form.control} name="code" render={({ field }) => <CodeInput {...field} {...form.fieldState('code')} />} />
        <ResendControl secondsLeft={secondsLeft} pending={sending} onResend={onResend} label={t('phone.sendNewCode')} />
        <SubmitButton pending={form.pending} blocked={!form.canSubmit}>
          {t('phone.confirm')}
        </SubmitButton>
      </form>
      {payout ? (
        <p className={styles.hint}>
          {t('phone.changedHint')}{' '}
          <Link href="/profile/info" className={styles.link} onClick={closeContactVerification}>
            {t('phone.toProfileInfo')}
          </Link>
        </p>
      ) : (
        <div className={styles.secondary}>
          <button type="button" className={styles.linkButton} onClick={() => dispatch({ type: 'change' })}>
            {t('phone.changeNumber')}
          </button>
        </div>
      )}
    </div>
  );
}

'use client';

import { Controller } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { CODE_RESEND_SECONDS } from '@/lib/domain/auth/auth-limits';
import { phoneContactSchema } from '@/lib/domain/validation/profile-forms';
import { useCroupierForm } from '@/lib/client/forms/use-croupier-form';
import { reloadProfile } from '@/lib/client/session/session-store';
import { createContact, failureCode, isLimitFailure, retryAfterOf } from '@/lib/client/contacts/contact-calls';
import { FormErrors } from '@/components/forms/form-errors';
import { PhoneInput } from '@/components/forms/phone-input';
import { SubmitButton } from '@/components/forms/submit-button';
import { StepHeading } from './step-heading';
import type { StepProps } from './step-props';
import styles from './contact-verification.module.css';

/** PhoneChange: the number to verify; saving it sends the SMS code at once (the create call does). */
export function PhoneChangeStep({ dispatch }: StepProps) {
  const t = useTranslations('verification');
  const form = useCroupierForm(phoneContactSchema, { defaultValues: { value: '' } });

  const onSubmit = form.submit(async ({ value }) => {
    try {
      const answer = await createContact('phone', value);
      dispatch({ type: 'created', contact: { id: answer.data.id, value: answer.data.value }, sent: true, resendAfter: answer.resend_after ?? CODE_RESEND_SECONDS });
    } catch (error) {
      if (isLimitFailure(error)) {
        dispatch({ type: 'limitReached' });
        return;
      }
      // The number is saved and a code went out moments ago: confirm it with that code.
      if (failureCode(error) === 'code_resend_too_early') {
        dispatch({ type: 'created', contact: { id: null, value }, sent: true, resendAfter: retryAfterOf(error) ?? CODE_RESEND_SECONDS });
        return;
      }
      throw error;
    } finally {
      // The number now awaits confirmation (also when its code could not go out): the profile
      // behind the modal must say so, not "not set" until a reload (found by the e2e journey).
      void reloadProfile();
    }
  });

  return (
    <div className={styles.step}>
      <StepHeading>{t('phone.changeTitle')}</StepHeading>
      <p className={styles.lead}>{t('phone.changeLead')}</p>
      <form method="post" className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('phone.changeTitle')}>
        <FormErrors errors={form.formErrors} />
        <Controller
          control={form.control}
          name="value"
          render={({ field }) => <PhoneInput label={t('phone.label')} autoComplete="tel-national" {...field} {...form.fieldState('value')} />}
        />
        <SubmitButton pending={form.pending} blocked={!form.canSubmit}>
          {t('phone.sendCode')}
        </SubmitButton>
      </form>
    </div>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { emailContactSchema } from '@/lib/domain/validation/profile-forms';
import { useCroupierForm } from '@/lib/client/forms/use-croupier-form';
import { reloadProfile } from '@/lib/client/session/session-store';
import { createContact, isLimitFailure } from '@/lib/client/contacts/contact-calls';
import { FormErrors } from '@/components/forms/form-errors';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextInput } from '@/components/forms/text-input';
import { StepHeading } from './step-heading';
import type { StepProps } from './step-props';
import styles from './contact-verification.module.css';

/** EmailChange: the address to verify; the confirm step then mails the link ("sendAgain"). */
export function EmailChangeStep({ dispatch }: StepProps) {
  const t = useTranslations('verification');
  const form = useCroupierForm(emailContactSchema, { defaultValues: { value: '' } });

  const onSubmit = form.submit(async ({ value }) => {
    try {
      const answer = await createContact('email', value);
      dispatch({ type: 'created', contact: { id: answer.data.id, value: answer.data.value }, sent: false });
    } catch (error) {
      if (isLimitFailure(error)) return dispatch({ type: 'limitReached' });
      throw error;
    } finally {
      // The address now awaits confirmation: the profile behind the modal must say so, not show
      // the old state until a reload (found by the e2e journey).
      void reloadProfile();
    }
  });

  return (
    <div className={styles.step}>
      <StepHeading>{t('email.changeTitle')}</StepHeading>
      <p className={styles.lead}>{t('email.changeLead')}</p>
      <form method="post" className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('email.changeTitle')}>
        <FormErrors errors={form.formErrors} />
        <TextInput label={t('email.label')} type="email" {...form.field('value')} />
        <SubmitButton pending={form.pending} blocked={!form.canSubmit}>
          {t('email.sendLink')}
        </SubmitButton>
      </form>
    </div>
  );
}

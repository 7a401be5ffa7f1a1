'use client';

import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { restoreRequestEmailSchema, restoreRequestPhoneSchema, smsCodeSchema } from '@/lib/domain/validation/auth-forms';
import { formatPhone } from '@/lib/domain/accounts/phone-countries';
import { jsonApi } from '@/lib/client/json-api';
import { useCroupierForm } from '@/lib/client/forms/use-croupier-form';
import { TextInput } from '@/components/forms/text-input';
import { PhoneInput } from '@/components/forms/phone-input';
import { CodeInput } from '@/components/forms/code-input';
import { FormErrors } from '@/components/forms/form-errors';
import { SubmitButton } from '@/components/forms/submit-button';
import formStyles from '@/components/forms/form.module.css';
import { ContactTabs, type ContactTab } from './contact-tabs';
import { NewPasswordForm } from './new-password-form';
import { AuthSwitchPrompt } from './auth-switch-link';
import styles from './auth.module.css';

type Step = { kind: 'request' } | { kind: 'emailSent'; email: string } | { kind: 'phoneCode'; phone: string } | { kind: 'newPassword'; phone: string; code: string };

/**
 * Password reminder, step 1 (spec §4): an e-mail gets a link to /new-password/<code>; a phone
 * gets an SMS code, typed here, then the new password. The answer is the same whether or not
 * an account exists, so the screen never tells.
 */
export function RemindForm() {
  const t = useTranslations('auth');
  const [tab, setTab] = useState<ContactTab>('email');
  const [step, setStep] = useState<Step>({ kind: 'request' });

  if (step.kind === 'emailSent') {
    return (
      <div className={formStyles.form}>
        <p className={styles.lead} role="status">
          {t('remindEmailSent', { email: step.email })}
        </p>
        <button type="button" className={styles.linkButton} onClick={() => setStep({ kind: 'request' })}>
          {t('remindAgain')}
        </button>
      </div>
    );
  }
  if (step.kind === 'phoneCode') return <RemindCode phone={step.phone} onCode={(code) => setStep({ kind: 'newPassword', phone: step.phone, code })} />;
  if (step.kind === 'newPassword') return <NewPasswordForm code={step.code} phone={step.phone} />;
  return (
    <>
      <p className={styles.lead}>{t('remindLead')}</p>
      <ContactTabs value={tab} onChange={setTab}>
        {tab === 'email' ? <RemindByEmail onSent={(email) => setStep({ kind: 'emailSent', email })} /> : <RemindByPhone onSent={(phone) => setStep({ kind: 'phoneCode', phone })} />}
      </ContactTabs>
      <AuthSwitchPrompt path="/login">{t('backToLogin')}</AuthSwitchPrompt>
    </>
  );
}

function RemindByEmail({ onSent }: { onSent: (email: string) => void }) {
  const t = useTranslations('auth');
  const form = useCroupierForm(restoreRequestEmailSchema, { defaultValues: { email: '' } });
  return (
    <form method="post"
      noValidate
      className={formStyles.form}
      onSubmit={form.submit(async ({ email }) => {
        await jsonApi('/json-api/users/restore-password/request', { method: 'POST', body: { email } });
        onSent(email);
      })}
    >
      <FormErrors errors={form.formErrors} />
      <TextInput label={t('email')} type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
      <SubmitButton pending={form.pending} blocked={!form.canSubmit}>
        {t('sendLink')}
      </SubmitButton>
    </form>
  );
}

function RemindByPhone({ onSent }: { onSent: (phone: string) => void }) {
  const t = useTranslations('auth');
  const form = useCroupierForm(restoreRequestPhoneSchema, { defaultValues: { phone: '' } });
  return (
    <form method="post"
      noValidate
      className={formStyles.form}
      onSubmit={form.submit(async ({ phone }) => {
        await jsonApi('/json-api/users/restore-password/request', { method: 'POST', body: { phone } });
        onSent(phone);
      })}
    >
      <FormErrors errors={form.formErrors} />
      <Controller control={form.control} name="phone" render={({ field }) => <PhoneInput label={t('phone')} autoComplete="tel" {...field} {...form.fieldState('phone')} />} />
      <SubmitButton pending={form.pending} blocked={!form.canSubmit}>
        {t('getCode')}
      </SubmitButton>
    </form>
  );
}

function RemindCode({ phone, onCode }: { phone: string; onCode: (code: string) => void }) {
  const t = useTranslations('auth');
  const form = useCroupierForm(smsCodeSchema, { defaultValues: { code: '' } });
  return (
    <form method="post" noValidate className={formStyles.form} onSubmit={form.submit(async ({ code }) => onCode(code))}>
      <p className={styles.lead}>{t('remindCodeSent', { phone: formatPhone(phone) })}</p>
      <FormErrors errors={form.formErrors} />
      <Controller control={form.control} name="code" render={({ field }) => <CodeInput {...field} {...form.fieldState('code')} autoFocus />} />
      <SubmitButton pending={form.pending} blocked={!form.canSubmit}>
        {t('next')}
      </SubmitButton>
    </form>
  );
}

'use client';

import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { loginSchema, phoneVerifySchema } from '@/lib/domain/validation/auth-forms';
import { jsonApi, JsonApiError } from '@/lib/client/json-api';
import { useCroupierForm } from '@/lib/client/forms/use-croupier-form';
import { useLeaveConfirmation } from '@/lib/client/forms/use-leave-confirmation';
import { TextInput } from '@/components/forms/text-input';
import { PhoneInput } from '@/components/forms/phone-input';
import { FormErrors } from '@/components/forms/form-errors';
import { BusyNotice } from '@/components/forms/busy-notice';
import { SubmitButton } from '@/components/forms/submit-button';
import formStyles from '@/components/forms/form.module.css';
import { useCloseGuard } from './auth-frame';
import { ContactTabs, type ContactTab } from './contact-tabs';
import { SmsCodeStep } from './sms-code-step';
import { useAuthSuccess } from './use-auth-success';
import { AuthSwitchLink, AuthSwitchPrompt } from './auth-switch-link';
import styles from './auth.module.css';

/** Login with e-mail or phone and password (POST /json-api/login), or with an SMS code. */
export function LoginForm() {
  const t = useTranslations('auth');
  const [tab, setTab] = useState<ContactTab>('email');
  const [smsPhone, setSmsPhone] = useState<string | null>(null);
  const onSuccess = useAuthSuccess();

  if (smsPhone) return <SmsCodeStep phone={smsPhone} onConfirmed={onSuccess} onChangePhone={() => setSmsPhone(null)} />;
  return (
    <>
      <ContactTabs value={tab} onChange={setTab}>
        <PasswordLogin key={tab} tab={tab} onSuccess={onSuccess} onSmsCode={setSmsPhone} />
      </ContactTabs>
      <AuthSwitchPrompt text={t('noAccount')} path="/registration">
        {t('registerLink')}
      </AuthSwitchPrompt>
    </>
  );
}

function PasswordLogin({ tab, onSuccess, onSmsCode }: { tab: ContactTab; onSuccess: () => Promise<void>; onSmsCode: (phone: string) => void }) {
  const t = useTranslations('auth');
  const form = useCroupierForm(loginSchema, { defaultValues: { login: '', password: '' } });
  const { confirmLeave } = useLeaveConfirmation(form.hasUnsavedData);
  useCloseGuard(confirmLeave);
  const [message, setMessage] = useState<string | null>(null);
  const [smsPending, setSmsPending] = useState(false);
  const [smsError, setSmsError] = useState<string | null>(null);

  const submit = form.submit(async (values) => {
    setMessage(null);
    setSmsError(null);
    try {
      await jsonApi('/json-api/login', { method: 'POST', body: values });
    } catch (error) {
      // Spec §7: a refused login carries a message for the player; show it as it is.
      if (error instanceof JsonApiError && error.serverMessage) setMessage(error.serverMessage);
      throw error;
    }
    await onSuccess();
  });

  const askSmsCode = async () => {
    const phone = form.getValues('login');
    const parsed = phoneVerifySchema.safeParse({ phone });
    if (!parsed.success) {
      // The password may be empty here: only the phone must be right to get a code.
      form.setError('login', { type: 'validate', message: parsed.error.issues[0]?.message ?? 'required' }, { shouldFocus: true });
      return;
    }
    setSmsPending(true);
    setSmsError(null);
    try {
      await jsonApi('/json-api/players/phones/verify', { method: 'POST', body: { phone: parsed.data.phone } });
      onSmsCode(parsed.data.phone);
    } catch (error) {
      setSmsError(error instanceof JsonApiError ? (error.code ?? 'server_error') : 'server_error');
    } finally {
      setSmsPending(false);
    }
  };

  return (
    <form method="post" noValidate className={formStyles.form} onSubmit={submit} onInput={() => {
        setMessage(null);
        setSmsError(null);
      }}>
      {message ? (
        <p role="alert" className={styles.serverMessage}>
          {message}
        </p>
      ) : (
        <FormErrors errors={smsError ? [{ code: smsError }] : form.formErrors} />
      )}
      <BusyNotice busy={form.busy} />
      {tab === 'email' ? (
        <TextInput label={t('email')} type="email" autoComplete="username" inputMode="email" {...form.field('login')} />
      ) : (
        <Controller control={form.control} name="login" render={({ field }) => <PhoneInput label={t('phone')} autoComplete="tel" {...field} {...form.fieldState('login')} />} />
      )}
      <TextInput label={t('password')} type="password" autoComplete="current-password" passwordToggle {...form.field('password')} />
      <SubmitButton pending={form.pending} blocked={!form.canSubmit}>
        {t('logIn')}
      </SubmitButton>
      <div className={styles.links}>
        <AuthSwitchLink path="/remind" className={styles.linkButton}>
          {t('forgotPassword')}
        </AuthSwitchLink>
        {tab === 'phone' && (
          <button type="button" className={styles.linkButton} onClick={() => void askSmsCode()} disabled={smsPending} aria-busy={smsPending}>
            {t('loginBySms')}
          </button>
        )}
      </div>
    </form>
  );
}

'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { newPasswordSchema } from '@/lib/domain/validation/auth-forms';
import { jsonApi, JsonApiError } from '@/lib/client/json-api';
import { useCroupierForm } from '@/lib/client/forms/use-croupier-form';
import { useLeaveConfirmation } from '@/lib/client/forms/use-leave-confirmation';
import { TextInput } from '@/components/forms/text-input';
import { FormErrors } from '@/components/forms/form-errors';
import { BusyNotice } from '@/components/forms/busy-notice';
import { SubmitButton } from '@/components/forms/submit-button';
import formStyles from '@/components/forms/form.module.css';
import { useCloseGuard } from './auth-frame';
import { useAuthSuccess } from './use-auth-success';
import { AuthSwitchLink } from './auth-switch-link';
import styles from './auth.module.css';

type CodeState = { status: 'checking' } | { status: 'valid' } | { status: 'invalid'; code: string };

/**
 * Password restore, steps 2 and 3 (spec §4): the code from the e-mail link (/new-password/<code>)
 * or the SMS code with its phone is checked first, then the new password is set and the player
 * is logged in.
 */
export function NewPasswordForm({ code, phone }: { code: string; phone?: string }) {
  const t = useTranslations('auth');
  const [state, setState] = useState<CodeState>({ status: 'checking' });

  useEffect(() => {
    let live = true;
    jsonApi('/json-api/users/restore-password/check', { method: 'POST', body: phone ? { code, phone } : { code } }).then(
      () => live && setState({ status: 'valid' }),
      (error: unknown) => live && setState({ status: 'invalid', code: error instanceof JsonApiError ? (error.code ?? 'server_error') : 'server_error' }),
    );
    return () => {
      live = false;
    };
  }, [code, phone]);

  if (state.status === 'checking') {
    return (
      <p className={styles.muted} role="status" aria-busy="true">
        {t('checkingCode')}
      </p>
    );
  }
  if (state.status === 'invalid') {
    return (
      <div className={formStyles.form}>
        <FormErrors errors={[{ code: state.code }]} />
        <AuthSwitchLink path="/remind" className={styles.switchLink}>
          {t('requestNewLink')}
        </AuthSwitchLink>
      </div>
    );
  }
  return <NewPasswordFields code={code} phone={phone} />;
}

function NewPasswordFields({ code, phone }: { code: string; phone?: string }) {
  const t = useTranslations('auth');
  const form = useCroupierForm(newPasswordSchema, { defaultValues: { password: '', password_confirmation: '' } });
  const { confirmLeave } = useLeaveConfirmation(form.hasUnsavedData);
  useCloseGuard(confirmLeave);
  const onSuccess = useAuthSuccess();
  return (
    <form method="post"
      noValidate
      className={formStyles.form}
      onSubmit={form.submit(async (values) => {
        await jsonApi('/json-api/users/restore-password/restore', { method: 'POST', body: { code, ...(phone ? { phone } : {}), ...values } });
        await onSuccess();
      })}
    >
      <FormErrors errors={form.formErrors} />
      <BusyNotice busy={form.busy} />
      <TextInput label={t('newPassword')} type="password" autoComplete="new-password" passwordToggle tooltip={t('passwordRules')} {...form.field('password', { deps: ['password_confirmation'] })} />
      <TextInput label={t('repeatPassword')} type="password" autoComplete="new-password" passwordToggle {...form.field('password_confirmation')} />
      <SubmitButton pending={form.pending} blocked={!form.canSubmit}>
        {t('savePassword')}
      </SubmitButton>
    </form>
  );
}

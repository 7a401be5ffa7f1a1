'use client';

import { useTranslations } from 'next-intl';
import { AuthFrame, type AuthFrameMode } from './auth-frame';
import { LoginForm } from './login-form';
import { NewPasswordForm } from './new-password-form';
import { RegistrationForm, type RegistrationOptions } from './registration-form';
import { RemindForm } from './remind-form';

interface ScreenProps {
  mode: AuthFrameMode;
  /** Where a full page goes when closed: the localized main page. */
  mainHref: string;
}

export function LoginScreen(props: ScreenProps) {
  const t = useTranslations('auth');
  return (
    <AuthFrame {...props} title={t('loginTitle')}>
      <LoginForm />
    </AuthFrame>
  );
}

export function RegistrationScreen({ options, ...props }: ScreenProps & { options: RegistrationOptions }) {
  const t = useTranslations('auth');
  return (
    <AuthFrame {...props} title={t('registrationTitle')}>
      <RegistrationForm options={options} />
    </AuthFrame>
  );
}

export function RemindScreen(props: ScreenProps) {
  const t = useTranslations('auth');
  return (
    <AuthFrame {...props} title={t('remindTitle')}>
      <RemindForm />
    </AuthFrame>
  );
}

export function NewPasswordScreen({ code, ...props }: ScreenProps & { code: string }) {
  const t = useTranslations('auth');
  return (
    <AuthFrame {...props} title={t('newPasswordTitle')}>
      <NewPasswordForm code={code} />
    </AuthFrame>
  );
}

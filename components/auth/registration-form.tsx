'use client';

import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { emailRegistrationSchema, phoneRegistrationSchema } from '@/lib/domain/validation/auth-forms';
import { useCroupierForm } from '@/lib/client/forms/use-croupier-form';
import { TextInput } from '@/components/forms/text-input';
import { PhoneInput } from '@/components/forms/phone-input';
import { ContactTabs, type ContactTab } from './contact-tabs';
import { SmsCodeStep } from './sms-code-step';
import { useAuthSuccess } from './use-auth-success';
import { AuthSwitchPrompt } from './auth-switch-link';
import { commonDefaults, RegistrationFields, useRegistrationRules, type RegistrationOptions } from './registration-fields';

export type { RegistrationOptions } from './registration-fields';

/**
 * Registration by e-mail (logged in at once) or by phone (an SMS code confirms the number and
 * then logs in), spec §4. Under-18 birthdays are refused by the shared rule (underageDate).
 */
export function RegistrationForm({ options }: { options: RegistrationOptions }) {
  const t = useTranslations('auth');
  const [tab, setTab] = useState<ContactTab>('email');
  const [pending, setPending] = useState<PendingPhone | null>(null);
  const onSuccess = useAuthSuccess();

  if (pending) return <SmsCodeStep phone={pending.phone} registrationToken={pending.token} onConfirmed={onSuccess} onChangePhone={() => setPending(null)} />;
  return (
    <>
      <ContactTabs value={tab} onChange={setTab}>
        {tab === 'email' ? <EmailRegistration options={options} onSuccess={onSuccess} /> : <PhoneRegistration options={options} onCodeSent={setPending} />}
      </ContactTabs>
      <AuthSwitchPrompt text={t('haveAccount')} path="/login">
        {t('loginLink')}
      </AuthSwitchPrompt>
    </>
  );
}

function EmailRegistration({ options, onSuccess }: { options: RegistrationOptions; onSuccess: () => Promise<void> }) {
  const t = useTranslations('auth');
  const rules = useRegistrationRules(options);
  const schema = useMemo(() => emailRegistrationSchema(rules), [rules]);
  const form = useCroupierForm(schema, { defaultValues: { registration_contact_type: 'email', email: '', ...commonDefaults(options) } });
  return (
    <RegistrationFields form={form} options={options} submitLabel={t('register')} onSent={onSuccess}>
      <TextInput label={t('email')} type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
    </RegistrationFields>
  );
}

/** A phone registration waiting for its SMS code, and the token that lets this browser finish it. */
interface PendingPhone {
  phone: string;
  token: string;
}

function PhoneRegistration({ options, onCodeSent }: { options: RegistrationOptions; onCodeSent: (pending: PendingPhone) => void }) {
  const t = useTranslations('auth');
  const rules = useRegistrationRules(options);
  const schema = useMemo(() => phoneRegistrationSchema(rules), [rules]);
  const form = useCroupierForm(schema, { defaultValues: { registration_contact_type: 'phone', phone: '', ...commonDefaults(options) } });
  return (
    <RegistrationFields form={form} options={options} submitLabel={t('getCode')} onSent={(answer) => onCodeSent({ phone: answer.phone ?? '', token: answer.registration_token ?? '' })}>
      <Controller control={form.control} name="phone" render={({ field }) => <PhoneInput label={t('phone')} autoComplete="tel" {...field} {...form.fieldState('phone')} />} />
    </RegistrationFields>
  );
}

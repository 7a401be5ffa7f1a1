'use client';

import { useId, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { emailRegistrationSchema, phoneRegistrationSchema } from '@/lib/domain/validation/auth-forms';
import { DEFAULT_BIRTHDAY } from '@/lib/domain/validation/limits';
import { CURRENCIES, DEFAULT_CURRENCY } from '@/lib/domain/money';
import { jsonApi } from '@/lib/client/json-api';
import { useCroupierForm } from '@/lib/client/forms/use-croupier-form';
import { useLeaveConfirmation } from '@/lib/client/forms/use-leave-confirmation';
import { TextInput } from '@/components/forms/text-input';
import { PhoneInput } from '@/components/forms/phone-input';
import { DateInput } from '@/components/forms/date-input';
import { SelectInput } from '@/components/forms/select-input';
import { FormErrors } from '@/components/forms/form-errors';
import { SubmitButton } from '@/components/forms/submit-button';
import formStyles from '@/components/forms/form.module.css';
import { useCloseGuard } from './auth-frame';
import { ContactTabs, type ContactTab } from './contact-tabs';
import { SmsCodeStep } from './sms-code-step';
import { useAuthSuccess } from './use-auth-success';
import { AuthSwitchLink } from './auth-switch-link';
import styles from './auth.module.css';

export interface RegistrationOptions {
  /** false when the server config says registrationConfig.skipNickname. */
  nicknameRequired: boolean;
}

/**
 * Registration by e-mail (logged in at once) or by phone (an SMS code confirms the number and
 * then logs in), spec §4. Under-18 birthdays are refused by the shared rule (underageDate).
 */
export function RegistrationForm({ options }: { options: RegistrationOptions }) {
  const t = useTranslations('auth');
  const [tab, setTab] = useState<ContactTab>('email');
  const [pending, setPending] = useState<PendingPhone | null>(null);
  const panelId = useId();
  const onSuccess = useAuthSuccess();

  if (pending) return <SmsCodeStep phone={pending.phone} registrationToken={pending.token} onConfirmed={onSuccess} onChangePhone={() => setPending(null)} />;
  return (
    <>
      <ContactTabs value={tab} onChange={setTab} panelId={panelId} />
      <div id={panelId} role="tabpanel">
        {tab === 'email' ? <EmailRegistration options={options} onSuccess={onSuccess} /> : <PhoneRegistration options={options} onCodeSent={setPending} />}
      </div>
      <p className={styles.switch}>
        {t('haveAccount')}{' '}
        <AuthSwitchLink path="/login" className={styles.switchLink}>
          {t('loginLink')}
        </AuthSwitchLink>
      </p>
    </>
  );
}

function useRules(options: RegistrationOptions) {
  // One "today" per form: the age rule must not move while the player types.
  return useMemo(() => ({ today: new Date(), nicknameRequired: options.nicknameRequired }), [options.nicknameRequired]);
}

const COMMON_DEFAULTS = { password: '', birthday: '', currency: DEFAULT_CURRENCY, promo_code: '' };

/** Without the nickname field (skipNickname) the value stays undefined, which the rule allows. */
function nicknameDefault(options: RegistrationOptions) {
  return options.nicknameRequired ? { nickname: '' } : {};
}

function EmailRegistration({ options, onSuccess }: { options: RegistrationOptions; onSuccess: () => Promise<void> }) {
  const t = useTranslations('auth');
  const rules = useRules(options);
  const schema = useMemo(() => emailRegistrationSchema(rules), [rules]);
  const form = useCroupierForm(schema, { defaultValues: { registration_contact_type: 'email', email: '', ...COMMON_DEFAULTS, ...nicknameDefault(options) } });
  const { confirmLeave } = useLeaveConfirmation(form.hasUnsavedData);
  useCloseGuard(confirmLeave);
  return (
    <form
      noValidate
      className={formStyles.form}
      onSubmit={form.submit(async (values) => {
        await jsonApi('/json-api/users/register', { method: 'POST', body: withoutEmpty(values) });
        await onSuccess();
      })}
    >
      <FormErrors errors={form.formErrors} />
      <TextInput label={t('email')} type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
      <CommonFields form={form} options={options} />
      <SubmitButton pending={form.pending} blocked={!form.canSubmit}>
        {t('register')}
      </SubmitButton>
    </form>
  );
}

/** A phone registration waiting for its SMS code, and the token that lets this browser finish it. */
interface PendingPhone {
  phone: string;
  token: string;
}

function PhoneRegistration({ options, onCodeSent }: { options: RegistrationOptions; onCodeSent: (pending: PendingPhone) => void }) {
  const t = useTranslations('auth');
  const rules = useRules(options);
  const schema = useMemo(() => phoneRegistrationSchema(rules), [rules]);
  const form = useCroupierForm(schema, { defaultValues: { registration_contact_type: 'phone', phone: '', ...COMMON_DEFAULTS, ...nicknameDefault(options) } });
  const { confirmLeave } = useLeaveConfirmation(form.hasUnsavedData);
  useCloseGuard(confirmLeave);
  return (
    <form
      noValidate
      className={formStyles.form}
      onSubmit={form.submit(async (values) => {
        const answer = await jsonApi<{ phone: string; registration_token: string }>('/json-api/users/register', { method: 'POST', body: withoutEmpty(values) });
        onCodeSent({ phone: answer.phone, token: answer.registration_token });
      })}
    >
      <FormErrors errors={form.formErrors} />
      <Controller control={form.control} name="phone" render={({ field }) => <PhoneInput label={t('phone')} autoComplete="tel" {...field} {...form.fieldState('phone')} />} />
      <CommonFields form={form} options={options} />
      <SubmitButton pending={form.pending} blocked={!form.canSubmit}>
        {t('getCode')}
      </SubmitButton>
    </form>
  );
}

/** The fields both tabs share: password, birthday, currency, nickname, promo code. */
type CommonForm = ReturnType<typeof useCroupierForm<ReturnType<typeof emailRegistrationSchema>>> | ReturnType<typeof useCroupierForm<ReturnType<typeof phoneRegistrationSchema>>>;

function CommonFields({ form, options }: { form: CommonForm; options: RegistrationOptions }) {
  const t = useTranslations('auth');
  const [promoOpen, setPromoOpen] = useState(false);
  // Both forms have these fields under the same names; the union's methods need one of them.
  const f = form as ReturnType<typeof useCroupierForm<ReturnType<typeof emailRegistrationSchema>>>;
  return (
    <>
      <TextInput label={t('password')} type="password" autoComplete="new-password" passwordToggle tooltip={t('passwordRules')} {...f.field('password')} />
      <DateInput label={t('birthday')} hint={t('birthdayHint')} placeholder={DEFAULT_BIRTHDAY} {...f.field('birthday')} />
      <SelectInput label={t('currency')} options={CURRENCIES.map((c) => ({ value: c, label: c }))} {...f.field('currency')} />
      {options.nicknameRequired && <TextInput label={t('nickname')} autoComplete="nickname" tooltip={t('nicknameRules')} {...f.field('nickname')} />}
      {promoOpen ? (
        <TextInput label={t('promoCode')} autoComplete="off" {...f.field('promo_code')} />
      ) : (
        <button type="button" className={styles.linkButton} onClick={() => setPromoOpen(true)}>
          {t('havePromoCode')}
        </button>
      )}
      <p className={styles.muted}>{t('adultsOnly')}</p>
    </>
  );
}

/** Optional fields left empty are not sent (the API reads a missing promo code as none). */
function withoutEmpty<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== undefined)) as Partial<T>;
}

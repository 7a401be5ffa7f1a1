'use client';

import { useMemo, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { CaptchaWidgetConfig } from '@/lib/domain/auth/auth-captcha';
import type { emailRegistrationSchema, phoneRegistrationSchema } from '@/lib/domain/validation/auth-forms';
import { CURRENCIES, DEFAULT_CURRENCY } from '@/lib/domain/money';
import { captchaWidgetOf } from '@/lib/domain/auth/auth-captcha';
import { jsonApi, JsonApiError } from '@/lib/client/json-api';
import type { CroupierForm } from '@/lib/client/forms/use-croupier-form';
import { useLeaveConfirmation } from '@/lib/client/forms/use-leave-confirmation';
import { TextInput } from '@/components/forms/text-input';
import { DateInput } from '@/components/forms/date-input';
import { SelectInput } from '@/components/forms/select-input';
import { FormErrors } from '@/components/forms/form-errors';
import { BusyNotice } from '@/components/forms/busy-notice';
import { SubmitButton } from '@/components/forms/submit-button';
import formStyles from '@/components/forms/form.module.css';
import { useCloseGuard } from './auth-frame';
import { CaptchaSlot } from './captcha/captcha-slot';
import { useCaptcha, type Captcha } from './captcha/use-captcha';
import styles from './auth.module.css';

export interface RegistrationOptions {
  /** false when the server config says registrationConfig.skipNickname. */
  nicknameRequired: boolean;
  /** The captcha to pass before sending; null while the server config has captcha off. */
  captcha: CaptchaWidgetConfig | null;
}

type EmailForm = CroupierForm<ReturnType<typeof emailRegistrationSchema>>;
type PhoneForm = CroupierForm<ReturnType<typeof phoneRegistrationSchema>>;

/** What POST /json-api/users/register answers that the page reads (the phone tab's SMS step). */
export interface RegistrationAnswer {
  phone?: string;
  registration_token?: string;
}

export function useRegistrationRules(options: RegistrationOptions) {
  // One "today" per form: the age rule must not move while the player types.
  return useMemo(() => ({ today: new Date(), nicknameRequired: options.nicknameRequired }), [options.nicknameRequired]);
}

/**
 * The values both tabs start with. With a captcha, its token has a (hidden) place in the form so
 * that its errors — not ticked, or refused by the server — show at the captcha; without one (a
 * page older than the operator's switch) a captcha error shows above the form.
 * Without the nickname field (skipNickname) the nickname stays undefined, which the rule allows.
 */
export function commonDefaults(options: RegistrationOptions) {
  return {
    password: '',
    birthday: '',
    currency: DEFAULT_CURRENCY,
    promo_code: '',
    ...(options.captcha ? { captcha_token: '' } : {}),
    ...(options.nicknameRequired ? { nickname: '' } : {}),
  };
}

/**
 * Sends the registration with the captcha token; a refused call uses the token up. A form without
 * a captcha may be asked for one (the sign-up limits: many sign-ups from this address or device
 * today): `onCaptchaAsked` gets the widget the answer names, before the refusal is shown.
 */
async function sendRegistration(values: object, captcha: Captcha, onCaptchaAsked: (widget: CaptchaWidgetConfig) => void): Promise<RegistrationAnswer> {
  const token = await captcha.token();
  try {
    return await jsonApi<RegistrationAnswer>('/json-api/users/register', { method: 'POST', body: withoutEmpty({ ...values, captcha_token: token }) });
  } catch (error) {
    captcha.reset();
    const widget = error instanceof JsonApiError && !captcha.version ? captchaWidgetOf(error.body) : null;
    if (widget) onCaptchaAsked(widget);
    throw error;
  }
}

/** Optional fields left empty are not sent (the API reads a missing promo code as none). */
function withoutEmpty<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== undefined)) as Partial<T>;
}

interface RegistrationFieldsProps {
  form: EmailForm | PhoneForm;
  options: RegistrationOptions;
  submitLabel: string;
  onSent: (answer: RegistrationAnswer) => unknown;
  /** The tab's contact field (e-mail or phone). */
  children: ReactNode;
}

/**
 * One registration tab as a form: its contact field, then the fields both tabs share (password,
 * birthday, currency, nickname, promo code), the captcha when it is on, and the submit button.
 */
export function RegistrationFields({ form, options, submitLabel, onSent, children }: RegistrationFieldsProps) {
  const t = useTranslations('auth');
  const [promoOpen, setPromoOpen] = useState(false);
  // Both forms have these fields under the same names; the union's methods need one of them.
  const f = form as EmailForm;
  const { confirmLeave } = useLeaveConfirmation(f.hasUnsavedData);
  useCloseGuard(confirmLeave);
  // The captcha the server asked for on this form (sign-up limits), when the config has none on.
  const [asked, setAsked] = useState<CaptchaWidgetConfig | null>(null);
  const onCaptchaAsked = (widget: CaptchaWidgetConfig) => {
    setAsked(widget);
    // A place for the token in the form, so the refusal shows at the captcha (commonDefaults).
    f.setValue('captcha_token', '');
  };
  // Ticking the captcha is the player's input: the last submit's errors go, as on typing.
  const captcha = useCaptcha(options.captcha ?? asked, f.clearServerErrors);
  return (
    <form method="post" noValidate className={formStyles.form} onSubmit={f.submit(async (values) => onSent(await sendRegistration(values, captcha, onCaptchaAsked)))}>
      <FormErrors errors={f.formErrors} />
      <BusyNotice busy={f.busy} />
      {children}
      <TextInput label={t('password')} type="password" autoComplete="new-password" passwordToggle tooltip={t('passwordRules')} {...f.field('password')} />
      <DateInput label={t('birthday')} hint={t('birthdayHint')} {...f.field('birthday')} />
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
      <CaptchaSlot captcha={captcha} error={f.fieldState('captcha_token').error} asked={!options.captcha && asked !== null} />
      <SubmitButton pending={form.pending} blocked={!form.canSubmit}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

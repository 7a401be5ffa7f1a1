'use client';

import { useTranslations } from 'next-intl';
import { isApiErrorCode } from '@/lib/domain/api-errors';
import { isCouponErrorCode } from '@/lib/domain/coupons/coupons';
import { isProtectionErrorCode } from '@/lib/domain/protection/protection';
import { isValidationKind, type ValidationKind } from '@/lib/domain/validation/kinds';
import { serverCodeOf, type FieldErrorLike } from '@/lib/client/forms/field-errors';

/** The numbers each kind's text needs; the form's resolver puts them on the error (`params`). */
const REQUIRED_PARAMS: Partial<Record<ValidationKind, readonly string[]>> = {
  minLength: ['min'],
  maxLength: ['max'],
  minPhoneLength: ['min'],
  smsCode: ['length'],
  underageDate: ['age'],
};

/**
 * Server error code → its text in `apiErrors` (a promo code's refusal in `coupons.errors`, player
 * protection's in `protection.errors`), the
 * generic server text when it has none. The root translator for the coupon texts: the shell's
 * pages do not send the `coupons` namespace to the browser, and a namespaced translator would
 * report it missing on every form there.
 */
export function useApiErrorText(): (code: string) => string {
  const t = useTranslations('apiErrors');
  const root = useTranslations();
  return (code) => {
    if (isApiErrorCode(code)) return t(code);
    if (isCouponErrorCode(code) && root.has(`coupons.errors.${code}`)) return root(`coupons.errors.${code}`);
    // A time-out or self-exclusion refusing the SMS login or the password restore.
    if (isProtectionErrorCode(code) && root.has(`protection.errors.${code}`)) return root(`protection.errors.${code}`);
    return t('server_error');
  };
}

/**
 * Turns a field error into the text shown under the field: `validation.<kind>` for a
 * front-end rule, `apiErrors.<code>` for a server error (or a schema message that is an API
 * code, such as `invalid_value`), a generic text for anything else.
 */
export function useErrorText(): (error: FieldErrorLike) => string {
  const tv = useTranslations('validation');
  const ta = useTranslations('apiErrors');
  const tf = useTranslations('forms');
  const apiText = useApiErrorText();
  return (error) => {
    const message = error.message ?? '';
    const server = serverCodeOf(message);
    if (server !== null) return apiText(server);
    if (!isValidationKind(message) || !tv.has(message)) return isApiErrorCode(message) ? ta(message) : tf('invalidValue');
    const params = error.params ?? {};
    // Without its number a text would read "at least {min}": say something generic instead.
    if ((REQUIRED_PARAMS[message] ?? []).some((name) => params[name] === undefined)) return tf('invalidValue');
    return tv(message, params);
  };
}

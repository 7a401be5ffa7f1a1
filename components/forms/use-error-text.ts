'use client';

import { useTranslations } from 'next-intl';
import { isApiErrorCode } from '@/lib/domain/api-errors';
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

/** Server error code → its text in `apiErrors`, the generic server text when it has none. */
export function useApiErrorText(): (code: string) => string {
  const t = useTranslations('apiErrors');
  return (code) => (isApiErrorCode(code) ? t(code) : t('server_error'));
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

/**
 * The front-end validation message kinds of spec platform §5 (plus `latinName`, the spec's
 * second name rule, and `smsCode`). A zod schema in lib/domain/validation reports a failed
 * rule by setting the issue message to one of these kinds; forms translate it with
 * `t('validation.<kind>', params)` from messages/*.json, so server and browser share one
 * rule and one wording.
 */
export const VALIDATION_KINDS = [
  'email',
  'minLength',
  'minPhoneLength',
  'required',
  'sameAsPassword',
  'alphaNum',
  'maxLength',
  'nameValidationRule',
  'latinName',
  'promoCode',
  'invalidDate',
  'underageDate',
  'notCyrillic',
  'smsCode',
] as const;

export type ValidationKind = (typeof VALIDATION_KINDS)[number];

export function isValidationKind(value: unknown): value is ValidationKind {
  return typeof value === 'string' && (VALIDATION_KINDS as readonly string[]).includes(value);
}

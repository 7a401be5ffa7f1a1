import { isValidationKind, type ValidationKind } from './kinds';
import { AGE_LIMIT, PHONE_MIN_LENGTH, SMS_CODE_LENGTH } from './limits';

/**
 * Turns a zod issue of the schemas in this folder into what a form shows: the validation kind
 * (the issue message) and the numbers of its text, e.g. { kind: 'minLength', params: { min: 8 } }.
 * Returns null for an issue that is not a validation kind (a wrong JSON type, an API code).
 */
export interface ValidationError {
  kind: ValidationKind;
  params: Record<string, number>;
}

/** The parts of a zod issue this reads (structural, so any zod issue fits). */
export interface IssueLike {
  code: string;
  message: string;
  path?: readonly PropertyKey[];
  minimum?: number | bigint;
  maximum?: number | bigint;
  params?: Record<string, unknown>;
}

/** Parameters a kind always has, even when the issue does not carry them. */
const DEFAULT_PARAMS: Partial<Record<ValidationKind, Record<string, number>>> = {
  minPhoneLength: { min: PHONE_MIN_LENGTH },
  underageDate: { age: AGE_LIMIT },
  smsCode: { length: SMS_CODE_LENGTH },
};

export function toValidationError(issue: IssueLike): ValidationError | null {
  if (!isValidationKind(issue.message)) return null;
  const kind = issue.message;
  const params: Record<string, number> = { ...DEFAULT_PARAMS[kind] };
  if (issue.code === 'too_small' && issue.minimum !== undefined) params.min = Number(issue.minimum);
  if (issue.code === 'too_big' && issue.maximum !== undefined) params.max = Number(issue.maximum);
  for (const [key, value] of Object.entries(issue.params ?? {})) if (typeof value === 'number') params[key] = value;
  return { kind, params };
}

/** The issue's field as a dotted path ("password_confirmation", "phones.0.value"), '' for the whole form. */
export function issueField(issue: IssueLike): string {
  return (issue.path ?? []).map(String).join('.');
}

/** The first issue of each field, in order: forms show only the first error of a field (spec §5). */
export function firstIssuePerField<I extends IssueLike>(issues: readonly I[]): I[] {
  const seen = new Set<string>();
  const out: I[] = [];
  for (const issue of issues) {
    const field = issueField(issue);
    if (seen.has(field)) continue;
    seen.add(field);
    out.push(issue);
  }
  return out;
}

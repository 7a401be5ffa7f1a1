import { zodResolver } from '@hookform/resolvers/zod';
import { get, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { firstIssuePerField, issueField, toValidationError } from '@/lib/domain/validation/issues';

/** The schemas a Croupier form accepts: zod 4 object schemas of lib/domain/validation. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * zodResolver, plus the numbers of each failed rule on the field error (`error.params`), so a
 * message like "at least {min} characters" can be filled: the schema's message is only the
 * kind ('minLength'), and @hookform/resolvers keeps nothing else of the zod issue. The schema
 * runs a second time only when the values are invalid, which is cheap for a form.
 */
export function zodParamsResolver<S extends FormSchema>(schema: S): Resolver<z.input<S>, unknown, z.output<S>> {
  const base = zodResolver(schema);
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) return result;
    // A field shows the first issue of its path, as zodResolver reports it.
    for (const issue of firstIssuePerField(parsed.error.issues)) {
      const params = toValidationError(issue)?.params;
      const error: unknown = get(result.errors, issueField(issue));
      if (params && typeof error === 'object' && error !== null && (error as { message?: unknown }).message === issue.message) {
        Object.assign(error, { params });
      }
    }
    return result;
  };
}

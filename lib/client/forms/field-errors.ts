/**
 * How a form field error travels from a rule to the text under the field.
 * - A front-end rule (zod schema in lib/domain/validation) sets the error message to a kind of
 *   VALIDATION_KINDS; the widget shows `validation.<kind>` with `params` (the rule's numbers).
 * - A server error code that names a field is put on that field as `server:<code>`; the widget
 *   shows `apiErrors.<code>`. The prefix keeps the two apart, so a server error never blocks
 *   submitting and is the one cleared as soon as the player edits a field.
 */
export type MessageParams = Record<string, string | number>;

/** What the widgets need of an error; react-hook-form's FieldError fits it. */
export interface FieldErrorLike {
  message?: string;
  params?: MessageParams;
}

export const SERVER_ERROR_PREFIX = 'server:';

export function serverErrorMessage(code: string): string {
  return SERVER_ERROR_PREFIX + code;
}

/** The server error code carried by a field error message, or null for a front-end error. */
export function serverCodeOf(message: string | undefined): string | null {
  return message?.startsWith(SERVER_ERROR_PREFIX) ? message.slice(SERVER_ERROR_PREFIX.length) : null;
}

import { mutate } from 'swr';
import { jsonApi, JsonApiError } from '@/lib/client/json-api';
import { API_KEYS } from '@/lib/client/swr/api-keys';
import { fetchData } from '@/lib/client/swr/fetchers';
import type { ProfileDto } from '@/lib/domain/accounts/account-types';
import { isMaxAttemptsAnswer, type ContactKind } from '@/lib/domain/contacts/contact-verification-steps';

/**
 * The calls of the contact verification flow (spec play-promos §7; answers as the route
 * handlers in app/json-api/players/** give them).
 */
export interface ContactOnVerification {
  id: number;
  type: ContactKind;
  value: string;
}

/** What a successful send answers: when a new code may be asked for, how long it lives. */
export interface SentAnswer {
  success: true;
  resend_after?: number;
  expires_in?: number;
}

export type ContactCreated = SentAnswer & { data: ContactOnVerification };

/** A 200 answer that still says `success: false` is a failure like any 4xx (spec §7). */
function ensureSuccess<T>(answer: T): T {
  const body = answer as { success?: unknown; errors?: unknown } | null;
  if (body && body.success === false) {
    const errors = Array.isArray(body.errors) ? (body.errors as { code: string; field?: string }[]) : [];
    throw new JsonApiError('http', 400, errors, answer);
  }
  return answer;
}

/**
 * Asks the server again (the flow decides its step by the answer, so a cached list will not do)
 * and keeps the answer in SWR's cache with the rest of the player's data.
 */
export async function contactsOnVerification(): Promise<ContactOnVerification[]> {
  const key = API_KEYS.contactsOnVerification;
  return (await mutate(key, fetchData<ContactOnVerification[]>(key), { revalidate: false })) ?? [];
}

/** Adds the phone or e-mail to verify; a phone gets its SMS code at once. */
export async function createContact(kind: ContactKind, value: string): Promise<ContactCreated> {
  return ensureSuccess(await jsonApi<ContactCreated>(`/json-api/players/contacts/create/${kind}`, { method: 'POST', body: { value } }));
}

/** With a session: a new code to the player's phone awaiting verification. */
export async function requestPhoneCode(phone: string): Promise<SentAnswer> {
  return ensureSuccess(await jsonApi<SentAnswer>('/json-api/players/phones/verify', { method: 'POST', body: { phone } }));
}

/** With a session: the code proves the phone; the answer is the updated profile. */
export async function confirmPhone(phone: string, code: string): Promise<ProfileDto> {
  const answer = ensureSuccess(await jsonApi<{ success: true; data: ProfileDto }>('/json-api/players/phones/confirm', { method: 'POST', body: { phone, code } }));
  return answer.data;
}

/** Mails the confirmation link to the e-mail awaiting verification. */
export async function requestEmailVerification(id: number): Promise<SentAnswer> {
  return ensureSuccess(await jsonApi<SentAnswer>(`/json-api/players/contacts/email-verification/request/${id}`, { method: 'POST', body: {} }));
}

/** The failure says "maximum attempts reached" (flag or code): the flow goes to ReachedLimit. */
export function isLimitFailure(error: unknown): boolean {
  return error instanceof JsonApiError && isMaxAttemptsAnswer(error.body, error.errors);
}

export function failureCode(error: unknown): string | undefined {
  return error instanceof JsonApiError ? error.code : undefined;
}

/** `retry_after` of a 429 answer (seconds), when it has one. */
export function retryAfterOf(error: unknown): number | null {
  if (!(error instanceof JsonApiError)) return null;
  const value = (error.body as { retry_after?: unknown } | null)?.retry_after;
  return typeof value === 'number' && value > 0 ? value : null;
}

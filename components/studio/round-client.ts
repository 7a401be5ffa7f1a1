import type { StudioBalance, StudioRoundAnswer, StudioRoundBody } from '@/lib/domain/studio/studio-session';

/**
 * The game page's one API call: POST /json-api/studio/rounds. Plain fetch on purpose, not
 * lib/client/json-api: that wrapper refreshes the site's tokens on a 401, which a game page
 * (authorised by its run token, possibly framed in another tab's session) must never do.
 */

export const STUDIO_ROUNDS_PATH = '/json-api/studio/rounds';
/** A round that takes longer is treated as a lost connection; its retry reuses the roundId. */
export const ROUND_TIMEOUT_MS = 15_000;

export type RoundReply =
  | { ok: true; answer: StudioRoundAnswer }
  /** The server refused the round (nothing was bet): show the code, do not retry. */
  | { ok: false; retryable: false; status: number; code: string; balance: StudioBalance | null }
  /** No usable answer (offline, timeout, 5xx): the round may or may not be settled; retry it. */
  | { ok: false; retryable: true };

export async function postStudioRound(body: StudioRoundBody, locale: string, timeoutMs = ROUND_TIMEOUT_MS): Promise<RoundReply> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(STUDIO_ROUNDS_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': locale },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
      signal: controller.signal,
    });
    const payload: unknown = await response.json().catch(() => null);
    if (response.ok) {
      const answer = readAnswer(payload);
      return answer ? { ok: true, answer } : { ok: false, retryable: true };
    }
    // 5xx and rate limits say nothing about the round itself: the same roundId is safe to resend.
    if (response.status >= 500 || response.status === 429) return { ok: false, retryable: true };
    return { ok: false, retryable: false, status: response.status, code: readErrorCode(payload), balance: readBalance(payload) };
  } catch {
    return { ok: false, retryable: true };
  } finally {
    clearTimeout(timer);
  }
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

function readAnswer(payload: unknown): StudioRoundAnswer | null {
  const data = record(record(payload)?.data);
  if (!data || typeof data.roundId !== 'string' || !record(data.outcome) || !record(data.balance)) return null;
  return data as unknown as StudioRoundAnswer;
}

function readErrorCode(payload: unknown): string {
  const errors = record(payload)?.errors;
  const first = Array.isArray(errors) ? record(errors[0]) : null;
  return typeof first?.code === 'string' ? first.code : 'unknown';
}

/** insufficient_funds carries the balance the server holds, so the page can correct its own. */
function readBalance(payload: unknown): StudioBalance | null {
  const balance = record(record(payload)?.balance);
  if (!balance || typeof balance.amount !== 'number' || typeof balance.currency !== 'string') return null;
  return balance as unknown as StudioBalance;
}

/**
 * The browser's keys for the calls that move value (docs/ARCHITECTURE.md "Idempotency"; the
 * server's side is lib/platform/idempotency). One key per request the player asked for, kept until
 * the server has answered it: a double click, the retry after a lost answer (no network, the
 * time-out, a gateway's 5xx) and the retry after a token refresh send the same request with the
 * same key, so the server does it once and answers them all alike. Once answered (2xx, or a 4xx
 * refusal, which the server does not keep), the next identical request is a new one with a new key.
 */
const unanswered = new Map<string, string>();

export interface HeldKey {
  key: string;
  /** The server answered: the next identical request is a new one. */
  settle: () => void;
}

/** A fresh key: 32 hex digits, within IDEMPOTENCY_KEY_PATTERN (lib/domain/idempotency/idempotency.ts). */
const newKey = () => crypto.randomUUID().replaceAll('-', '');

/** The key of `request` (what identifies it: method, path, query, body), the unanswered one's if there is one. */
export function holdKey(request: string): HeldKey {
  const key = unanswered.get(request) ?? newKey();
  unanswered.set(request, key);
  return {
    key,
    // Only its own key: a newer request of the same kind may hold the place by now.
    settle: () => {
      if (unanswered.get(request) === key) unanswered.delete(request);
    },
  };
}

/**
 * The idempotency rule of the calls that move value (docs/ARCHITECTURE.md "Idempotency"): the
 * caller names one attempt with a key; the server does the call's effect once per player, call and
 * key, and answers every repeat with the first answer. Shared by the server (lib/platform/idempotency)
 * and the browser (lib/client/idempotency-keys.ts).
 */

/** Every call that moves money, bonus, compoints, points or prizes; the second part of a key's scope. */
export const IDEMPOTENT_CALLS = [
  'compoint_purchase',
  'promo_prize_exchange',
  'gift_activation',
  'gift_prize_take',
  'gift_offer_take',
  'coupon_activation',
  'deposit_start',
  'payout_request',
  'payout_cancel',
  'tournament_seat',
  'high_five',
  'duck_hunt_shot',
] as const;

export type IdempotentCall = (typeof IDEMPOTENT_CALLS)[number];

/** What a key looks like, in the header or the body: 8–64 of A–Z a–z 0–9 _ - (a UUID with or without its dashes fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** The header that carries the key (the IETF draft's name); the only way for a call without a body. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The body field that carries the key (what the shop's browser sent first). */
export const IDEMPOTENCY_BODY_FIELD = 'requestId';

/** Set to `true` on an answer that repeats a stored one (its body is the first answer's, byte for byte). */
export const IDEMPOTENCY_REPLAYED_HEADER = 'Idempotency-Replayed';

/** How long a stored answer is kept at least; the hourly sweep removes it after that. */
export const IDEMPOTENT_ANSWER_HOURS = 24;

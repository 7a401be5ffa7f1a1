import type { ValidationKind } from './validation/kinds';
import type { CashboxErrorCode } from './cashbox/cashbox-types';
import type { GiftActivationErrorCode } from './gifts/gifts';
import type { CompointErrorCode } from './compoints/compoints';
import type { CouponErrorCode } from './coupons/coupons';
import type { GiftOfferErrorCode } from './gifts/gift-offers';
import type { TournamentErrorCode } from './tournaments/tournaments';
import type { PromotionErrorCode } from './promotions/promotions';
import type { ProtectionErrorCode } from './protection/protection';
import type { DocumentErrorCode } from './documents/document-errors';

/**
 * Error codes of the platform JSON API (spec platform §5, §8). A failed call answers
 * `{ errors: [{ code, field? }] }`; `field` names the query or body parameter at fault,
 * spelled as the caller sent it (e.g. "filter[type]"). Every code has a text in messages/*.json.
 * A bad body field may also carry a validation kind (lib/domain/validation/kinds) as its code:
 * the same rule the form checks, with its text in the `validation` namespace.
 */
export const API_ERROR_CODES = [
  // Generic
  'server_error',
  /** The operator switched maintenance on (server config); every call but serverdata answers 503. */
  'maintenance',
  /** The bounded pool for expensive work (password hashing) is full: HTTP 503 with Retry-After; try again then. */
  'busy',
  'not_found',
  'invalid_query',
  'required',
  // Request conventions (spec §7)
  'invalid_platform',
  // Catalogue and content queries
  'invalid_page',
  'invalid_limit',
  'invalid_type',
  'invalid_search',
  'invalid_category',
  'invalid_producer',
  'invalid_provider_slug',
  'invalid_hidden',
  'invalid_path',
  // Request bodies
  /** The body is not a JSON object. */
  'invalid_json',
  /**
   * The body nests deeper than 32 levels or holds more than 2 000 keys and values (lib/platform/http/json-limits.ts):
   * refused before it is parsed.
   */
  'json_too_complex',
  /** A body field has the wrong JSON type or a value outside its list (no form sends these). */
  'invalid_value',
  'payload_too_large',
  /**
   * A call that moves value got a key (Idempotency-Key or the body's requestId) that answered another
   * request of the call (another path or body) before: HTTP 409, nothing done (lib/domain/idempotency/idempotency.ts).
   */
  'idempotency_key_reused',
  /** A method the call does not answer (HTTP 405, with Allow). */
  'method_not_allowed',
  // Authentication (spec §7, §8)
  /** No, an invalid, or an expired access token (the client refreshes once and retries). */
  'unauthorized',
  /** A mutating call without a bearer token and without X-Requested-With: XMLHttpRequest. */
  'csrf',
  /** Login with an unknown account or a wrong password (the same answer for both). */
  'invalid_credentials',
  /** Too many failed logins for the account or from the address (HTTP 429, Retry-After). */
  'too_many_attempts',
  // Registration
  'email_taken',
  'phone_taken',
  'nickname_taken',
  'nickname_already_set',
  'captcha_required',
  'captcha_invalid',
  /** Too many accounts opened today from this address or device (HTTP 429, `retry_after`, Retry-After). */
  'registration_limit_reached',
  /** The phone or e-mail is a verified contact of an account with a self-exclusion running (HTTP 400). */
  'registration_self_excluded',
  // One-time codes: SMS codes, e-mail links (spec §8 "Auth")
  'code_required',
  'invalid_code',
  'code_expired',
  /** A new code asked for before the resend interval (35 s) ended; `retry_after` says how long. */
  'code_resend_too_early',
  /** Too many codes in a short time: wait 5 minutes. */
  'sent_too_often',
  /** Too many code requests from one address. */
  'request_limit_exceeded',
  /** A code's wrong attempts or a contact's sends are used up (the ReachedLimit step). */
  'is_max_attempts_used',
  // Profile and contacts
  /** The birthday was verified and can no longer be changed by the player. */
  'birthday_verified',
  'contact_already_verified',
  /** The phone is not one of the player's contacts awaiting verification. */
  'contact_not_found',
  /** The phone or e-mail is a verified contact of another account with a self-exclusion running (HTTP 400). */
  'contact_self_excluded',
  // Play (spec play-promos §8 game errors)
  /** The page or call is barred in the visitor's region (451, spec §2: play, login, registration …). */
  'region_restricted',
  /** The game exists but the operator switched it off. */
  'game_disabled',
  /** Demo play asked for a game that has no demo mode. */
  'demo_not_available',
  /** A stake above the balance; the answer carries `balance`. */
  'insufficient_funds',
  /** A stake outside the game's bet limits. */
  'bet_out_of_limits',
  /** A stake that is not a whole number of the game's bet steps. */
  'invalid_bet',
  /** A dice target outside the game's range. */
  'invalid_target',
  /** A newer game session of the same player stopped this one (409). */
  'game_session_deactivated',
  /** A free round asked for without an active free-round gift playable on the game, or after its last round. */
  'no_free_spins',
  // Support chat
  /** GET /json-api/chat/{provider} for a provider the site does not use (none configured, or the other one). */
  'chat_unavailable',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/**
 * What an error item's code may be: an API code, the validation kind of a bad body field, or a
 * feature's own code (each list beside its feature's shapes, e.g. the cashier's of spec §8
 * "Cashier", texts in `cashbox.errors`). The list of them all, and the check whether a value is
 * one, are server-side: lib/platform/http/error-codes.ts.
 */
export type ApiErrorItemCode =
  | ApiErrorCode
  | ValidationKind
  | CashboxErrorCode
  | GiftActivationErrorCode
  | GiftOfferErrorCode
  | CouponErrorCode
  | CompointErrorCode
  | TournamentErrorCode
  | PromotionErrorCode
  | ProtectionErrorCode
  | DocumentErrorCode;

export interface ApiErrorItem {
  code: ApiErrorItemCode;
  field?: string;
}

export interface ApiErrorBody {
  errors: ApiErrorItem[];
}

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && (API_ERROR_CODES as readonly string[]).includes(value);
}

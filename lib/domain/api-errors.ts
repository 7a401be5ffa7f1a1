/**
 * Error codes of the platform JSON API (spec platform §5, §8). A failed call answers
 * `{ errors: [{ code, field? }] }`; `field` names the query or body parameter at fault,
 * spelled as the caller sent it (e.g. "filter[type]"). Every code has a text in messages/*.json.
 */
export const API_ERROR_CODES = [
  // Generic
  'server_error',
  /** The operator switched maintenance on (server config); every call but serverdata answers 503. */
  'maintenance',
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
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export interface ApiErrorItem {
  code: ApiErrorCode;
  field?: string;
}

export interface ApiErrorBody {
  errors: ApiErrorItem[];
}

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && (API_ERROR_CODES as readonly string[]).includes(value);
}

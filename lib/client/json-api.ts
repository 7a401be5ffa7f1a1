import { API_TIMEOUT_BROWSER_MS } from '@/lib/domain/constants';
import { DEFAULT_LOCALE } from '@/lib/domain/locales';
import { detectPlatform } from '@/lib/domain/platform-detect';
import { IDEMPOTENCY_KEY_HEADER } from '@/lib/domain/idempotency/idempotency';
import { reportError } from '@/lib/client/reporting/report-queue';
import { holdKey } from './idempotency-keys';

/**
 * The browser's way to the platform API (spec platform §7 request conventions): every call
 * carries `platform` (mobile|desktop), `X-Requested-With: XMLHttpRequest` and
 * `Accept-Language` set to the page's locale, and gives up after 30000 ms.
 */
export type JsonApiErrorKind = 'http' | 'timeout' | 'network' | 'aborted';

export interface JsonApiErrorItem {
  code: string;
  field?: string;
}

export class JsonApiError extends Error {
  readonly kind: JsonApiErrorKind;
  /** HTTP status, 0 when no answer came. */
  readonly status: number;
  readonly errors: JsonApiErrorItem[];
  /** The whole answer (spec §7: a login 401 carries a `message` to show; SMS limits carry flags). */
  readonly body: unknown;
  /** A 503 answer's Retry-After in whole seconds (a `busy` server), when it has one. */
  readonly retryAfterSeconds: number | undefined;

  constructor(kind: JsonApiErrorKind, status: number, errors: JsonApiErrorItem[] = [], body: unknown = null, retryAfterSeconds?: number) {
    super(errors.length > 0 ? errors.map((e) => e.code).join(', ') : `${kind}${status ? ` ${status}` : ''}`);
    this.name = 'JsonApiError';
    this.kind = kind;
    this.status = status;
    this.errors = errors;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** The server's own message for the player, when the answer has one (login 401). */
  get serverMessage(): string | undefined {
    const message = (this.body as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message ? message : undefined;
  }

  /** The first error code, the one a form shows (spec §5). */
  get code(): string | undefined {
    return this.errors[0]?.code;
  }
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface JsonApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Defaults to the document's language. */
  locale?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * An answer the caller reads as data, not as a failure (a member-only call's 404 meaning "not a
   * member"): it is still thrown, but not reported to the server's log as a failed call.
   */
  expected?: (error: JsonApiError) => boolean;
  /**
   * A call that moves value (docs/ARCHITECTURE.md "Idempotency"): sent with an `Idempotency-Key`,
   * the same for this request until the server has answered it (idempotency-keys.ts).
   */
  idempotent?: boolean;
  /**
   * Live data the page reads again after missing its events (a socket back after a drop): past
   * the browser's HTTP cache, which may keep a public answer for a minute (CATALOGUE_REVALIDATE_SECONDS).
   */
  fresh?: boolean;
}

export function currentPlatform(): 'mobile' | 'desktop' {
  if (typeof window === 'undefined') return 'desktop';
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as { standalone?: boolean }).standalone === true;
  return detectPlatform(navigator.userAgent, standalone);
}

function documentLocale(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || DEFAULT_LOCALE;
}

/** Builds "/json-api/…?a=1&filter[category][]=x&platform=desktop"; repeated keys for lists. */
export function apiUrl(path: string, query: Record<string, QueryValue> = {}, platform = currentPlatform()): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  params.set('platform', platform);
  return `${path}?${params.toString()}`;
}

/** Retry-After as whole seconds (the server sends seconds, never a date); undefined when absent or odd. */
function retryAfterOf(headers: Headers): number | undefined {
  const value = Number(headers.get('Retry-After') ?? Number.NaN);
  return Number.isFinite(value) && value >= 0 ? Math.ceil(value) : undefined;
}

function parseErrors(body: unknown): JsonApiErrorItem[] {
  const list = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(list)) return [];
  return list
    .filter((e): e is JsonApiErrorItem => typeof (e as { code?: unknown })?.code === 'string')
    .map((e) => (e.field ? { code: e.code, field: e.field } : { code: e.code }));
}

/**
 * Spec §8: an authenticated call answered 401 refreshes the tokens once and is retried; when the
 * refresh itself answers 401 or 400 the player is logged out. The tokens live in the httpOnly
 * session cookie, so the refresh sends no body: the server reads the cookie and rotates it.
 * Calls that are themselves about tokens never trigger a refresh.
 */
// A 401 from these means wrong credentials or a session already gone, never an expired token.
const NO_REFRESH_PATHS = ['/json-api/token/refresh', '/json-api/login', '/json-api/logout'];

type SessionLostListener = () => void;
const sessionLostListeners = new Set<SessionLostListener>();
let refreshing: Promise<boolean> | null = null;

/** Called when a refresh fails with 401/400: the session is gone (lib/client/session). */
export function onSessionLost(listener: SessionLostListener): () => void {
  sessionLostListeners.add(listener);
  return () => sessionLostListeners.delete(listener);
}

/** One refresh at a time: parallel 401s wait for the same rotation (a second one would be a reuse). */
export function refreshSession(): Promise<boolean> {
  refreshing ??= request<unknown>('/json-api/token/refresh', { method: 'POST', body: {} })
    .then(
      () => true,
      (error: unknown) => {
        if (error instanceof JsonApiError && (error.status === 401 || error.status === 400)) {
          for (const listener of sessionLostListeners) listener();
        }
        return false;
      },
    )
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * Spec §8: a failed call is logged, with its label ("GET /json-api/levels"), at level ERROR —
 * to the server's log through PUT /log (lib/client/reporting, which leaves out calls their caller aborted),
 * unless the caller said the answer is an expected one (`options.expected`).
 */
export async function jsonApi<T>(path: string, options: JsonApiOptions = {}): Promise<T> {
  const held = options.idempotent ? holdKey(`${options.method ?? 'GET'} ${path} ${JSON.stringify(options.query ?? {})} ${JSON.stringify(options.body ?? null)}`) : null;
  try {
    const answer = await requestRefreshing<T>(path, options, held?.key);
    held?.settle();
    return answer;
  } catch (error: unknown) {
    // Answered with a refusal: done. No answer, or a 5xx that may come from a gateway: it may have been done; a retry keeps the key.
    if (error instanceof JsonApiError && error.kind === 'http' && error.status < 500) held?.settle();
    if (!(error instanceof JsonApiError && options.expected?.(error))) reportError(`${options.method ?? 'GET'} ${path}`, error);
    throw error;
  }
}

async function requestRefreshing<T>(path: string, options: JsonApiOptions, key: string | undefined): Promise<T> {
  try {
    return await request<T>(path, options, key);
  } catch (error: unknown) {
    if (!(error instanceof JsonApiError) || error.status !== 401 || NO_REFRESH_PATHS.includes(path)) throw error;
    if (!(await refreshSession())) throw error;
    return request<T>(path, options, key);
  }
}

async function request<T>(path: string, options: JsonApiOptions, key?: string): Promise<T> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? API_TIMEOUT_BROWSER_MS);
  const onCallerAbort = () => timeout.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    'Accept-Language': options.locale ?? documentLocale(),
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (key) headers[IDEMPOTENCY_KEY_HEADER] = key;
  try {
    let response: Response;
    try {
      response = await fetch(apiUrl(path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        credentials: 'same-origin',
        signal: timeout.signal,
        ...(options.fresh ? { cache: 'no-cache' as const } : {}),
      });
    } catch {
      if (options.signal?.aborted) throw new JsonApiError('aborted', 0);
      if (timeout.signal.aborted) throw new JsonApiError('timeout', 0);
      throw new JsonApiError('network', 0);
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      // A 503 `busy` is retried after it (a 429 carries `retry_after` in its body).
      const retryAfter = response.status === 503 ? retryAfterOf(response.headers) : undefined;
      throw new JsonApiError('http', response.status, parseErrors(body), body, retryAfter);
    }
    return body as T;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

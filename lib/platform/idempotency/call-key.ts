import 'server-only';
import { createHash } from 'node:crypto';
import { IDEMPOTENCY_BODY_FIELD, IDEMPOTENCY_KEY_PATTERN } from '@/lib/domain/idempotency/idempotency';
import { invalidKey, type KeyField } from './errors';

/** The caller's key of one attempt and where it came from. */
export interface CallKey {
  key: string;
  field: KeyField;
}

/**
 * The key of a value-moving call: the `Idempotency-Key` header or the body's `requestId`, null
 * when the caller sent neither (then every call is a new one). Both may be sent only when they are
 * the same key. The log's X-Request-Id never counts: a proxy or the server itself gives every
 * request a fresh one (lib/platform/log/request-id.ts), so a retry would always look new.
 */
export function callKeyOf(header: string | null, body: Readonly<Record<string, unknown>>): CallKey | null {
  const fromBody = body[IDEMPOTENCY_BODY_FIELD];
  if (fromBody !== undefined && (typeof fromBody !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(fromBody))) throw invalidKey('requestId');
  if (header !== null) {
    if (!IDEMPOTENCY_KEY_PATTERN.test(header) || (fromBody !== undefined && fromBody !== header)) throw invalidKey('Idempotency-Key');
    return { key: header, field: 'Idempotency-Key' };
  }
  return fromBody === undefined ? null : { key: fromBody, field: 'requestId' };
}

/** The JSON of a value with every object's keys in order: two bodies that say the same thing hash the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What the request asks for: its method, path (the call's parameters: product, prize, gift, amount)
 * and body without the key. The query is left out: it carries only `platform`, which says where
 * the caller is, not what it asks for.
 */
export function requestFingerprint(method: string, pathname: string, body: Readonly<Record<string, unknown>>): string {
  const rest = Object.fromEntries(Object.entries(body).filter(([name]) => name !== IDEMPOTENCY_BODY_FIELD));
  return createHash('sha256').update(`${method.toUpperCase()} ${pathname}\n${canonical(rest)}`).digest('hex');
}

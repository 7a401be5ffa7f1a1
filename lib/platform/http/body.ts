import 'server-only';
import type { z } from 'zod';
import type { ApiErrorItem } from '@/lib/domain/api-errors';
import { isApiErrorItemCode } from './error-codes';
import { firstIssuePerField, issueField } from '@/lib/domain/validation/issues';
import { ApiError, badRequest } from './errors';
import { fieldWithNul, isTooComplex } from './json-limits';

/** JSON bodies of this API are small forms; anything bigger is refused before parsing. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Reads a JSON object body. An empty body is `{}` (calls whose fields are all optional may send
 * none); too big is 413; too deep or too many values 400 `json_too_complex`; anything that is not
 * a JSON object is 400 `invalid_json` (parseJsonObject). `maxBytes` is
 * MAX_BODY_BYTES but for the one call that takes a file (the identity document upload, which
 * raises it through `handle`'s `maxBodyBytes`).
 */
export async function readJsonObject(req: Request, maxBytes = MAX_BODY_BYTES): Promise<Record<string, unknown>> {
  assertDeclaredSize(req.headers.get('content-length'), maxBytes);
  return parseJsonObject(await readLimitedText(req, maxBytes), maxBytes);
}

/**
 * The body's text, refused with 413 as soon as it passes `maxBytes`: a body sent without a
 * Content-Length (chunked) is counted as it arrives instead of being read whole first.
 */
async function readLimitedText(req: Request, maxBytes: number): Promise<string> {
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new ApiError(413, [{ code: 'payload_too_large' }]);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** 413 before reading when the declared Content-Length is over the limit. */
export function assertDeclaredSize(contentLength: string | null | undefined, maxBytes = MAX_BODY_BYTES): void {
  if (Number(contentLength ?? 0) > maxBytes) throw new ApiError(413, [{ code: 'payload_too_large' }]);
}

/**
 * The body's text as a JSON object, by the rules of readJsonObject: over `maxBytes` is 413; an
 * empty body is `{}`; nesting deeper or holding more keys and values than JSON_LIMITS is 400
 * `json_too_complex`, found by a linear scan of the text before it is parsed; not a JSON object
 * is 400 `invalid_json`; a NUL in a string or key is 400 `invalid_value` on its field. Every
 * request body of the site is read here (or by readJsonObject, which ends here): a lint rule
 * (croupier/no-raw-body-parse) refuses JSON.parse and `req.json()` anywhere else on the server.
 */
export function parseJsonObject(text: string, maxBytes = MAX_BODY_BYTES): Record<string, unknown> {
  if (Buffer.byteLength(text) > maxBytes) throw new ApiError(413, [{ code: 'payload_too_large' }]);
  if (text.trim() === '') return {};
  const value = parseClientJson(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest('invalid_json');
  // JSON carries a NUL only as the escape \u0000: without one in the text there is nothing to walk.
  const field = text.includes('\\u0000') ? fieldWithNul(value) : null;
  if (field !== null) throw badRequest('invalid_value', field);
  return value as Record<string, unknown>;
}

/**
 * Any JSON text a client sent (a body, a socket message) as a value, refused with 400
 * `json_too_complex` past JSON_LIMITS before JSON.parse sees it, and 400 `invalid_json` when
 * it is not JSON. V8's JSON.parse does not recurse, but what walks its result afterwards may
 * (the NUL check, a schema, JSON.stringify of a log record): the limits keep all of them cheap.
 */
export function parseClientJson(text: string): unknown {
  if (isTooComplex(text)) throw badRequest('json_too_complex');
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('invalid_json');
  }
}

/**
 * Validates a body with a schema of lib/domain/validation. Each bad field is reported once, with
 * its first failed rule (what the form would show): a validation kind or an API code as `code`,
 * the field path as `field`. Anything else (a wrong JSON type) is `invalid_value`.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const errors: ApiErrorItem[] = firstIssuePerField(result.error.issues).map((issue) => {
    const code = isApiErrorItemCode(issue.message) ? issue.message : 'invalid_value';
    const field = issueField(issue);
    return field ? { code, field } : { code };
  });
  throw badRequest(errors);
}

import 'server-only';
import type { z } from 'zod';
import { isApiErrorItemCode, type ApiErrorItem } from '@/lib/domain/api-errors';
import { firstIssuePerField, issueField } from '@/lib/domain/validation/issues';
import { ApiError, badRequest } from './errors';

/** JSON bodies of this API are small forms; anything bigger is refused before parsing. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Reads a JSON object body. An empty body is `{}` (calls whose fields are all optional may send
 * none); anything that is not a JSON object is 400 `invalid_json`; too big is 413. `maxBytes` is
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

/** The body's text as a JSON object, by the rules of readJsonObject. */
export function parseJsonObject(text: string, maxBytes = MAX_BODY_BYTES): Record<string, unknown> {
  if (Buffer.byteLength(text) > maxBytes) throw new ApiError(413, [{ code: 'payload_too_large' }]);
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('invalid_json');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest('invalid_json');
  const field = fieldWithNul(value, []);
  if (field !== null) throw badRequest('invalid_value', field);
  return value as Record<string, unknown>;
}

/**
 * The path ("a.list.1") of the first string, or key, holding a NUL: PostgreSQL refuses NUL in
 * text, so such a body could never be stored or looked up, whatever its schema.
 */
function fieldWithNul(value: unknown, path: string[]): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = [...path, key];
    if (key.includes('\u0000')) return at.join('.');
    const found = fieldWithNul(item, at);
    if (found !== null) return found;
  }
  return null;
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

import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { HeaderReader } from '@/lib/platform/auth/request-auth';
import { ApiError, notFound, unauthorized } from './errors';

/** Shorter tokens are refused as if none were set: a guessable operator token is worse than none. */
export const MIN_OPERATOR_TOKEN_LENGTH = 24;

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * The operator's JSON calls (/json-api/operator/*) are for the people who run the site, not for
 * players: they authenticate with `Authorization: Bearer <OPERATOR_TOKEN>`, a secret of the
 * deployment's environment (at least 24 characters). Without the setting the calls do not exist
 * (404), so a site that never set one exposes nothing; a wrong or missing token is 401. Compared
 * in constant time (digests of equal length).
 */
export function assertOperator(headers: HeaderReader): void {
  const token = process.env.OPERATOR_TOKEN?.trim() ?? '';
  if (token.length < MIN_OPERATOR_TOKEN_LENGTH) throw notFound();
  const sent = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')?.[1];
  if (!sent) throw withChallenge(unauthorized());
  if (!timingSafeEqual(digest(sent), digest(token))) throw withChallenge(unauthorized());
}

function withChallenge(error: ApiError): ApiError {
  return new ApiError(error.status, error.errors, { extra: error.extra, headers: { ...error.headers, 'WWW-Authenticate': 'Bearer realm="operator"' } });
}

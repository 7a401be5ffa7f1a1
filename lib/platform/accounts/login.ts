import { normalizeLogin } from '@/lib/domain/validation/auth-forms';
import { burnPasswordCheck, verifyPassword } from '@/lib/platform/auth/password';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_ADDRESS, LOGIN_WINDOW_SECONDS } from '@/lib/platform/auth/limits';
import { startSession, type IssuedTokens } from '@/lib/platform/auth/sessions';
import { clearThrottle, hitThrottle, releaseThrottle } from '@/lib/platform/auth/throttle';
import { getDb } from '@/lib/platform/db/client';
import { ApiError, tooManyRequests } from '@/lib/platform/http/errors';
import { findUserByContact } from './users';

export function invalidCredentials(): ApiError {
  return new ApiError(401, [{ code: 'invalid_credentials' }]);
}

/**
 * Login with e-mail or phone and password (spec §7). Unknown account and wrong password answer
 * alike and take alike long. Every attempt counts first (one atomic upsert per key), so parallel
 * guesses cannot slip past the limit: more than LOGIN_FAILURES_PER_ACCOUNT for the login as typed,
 * or LOGIN_FAILURES_PER_ADDRESS from one address, in a window → 429 too_many_attempts until the
 * window ends. A success clears the account's count and takes its own hit back from the address.
 */
export async function loginWithPassword(input: { login: string; password: string }, clientAddress: string | null): Promise<IssuedTokens> {
  const db = await getDb();
  const { type, value } = normalizeLogin(input.login);
  const accountKey = `login-account:${type}:${value}`;
  const addressKey = clientAddress ? `login-address:${clientAddress}` : null;
  const account = await hitThrottle(db, accountKey, LOGIN_WINDOW_SECONDS);
  const address = addressKey ? await hitThrottle(db, addressKey, LOGIN_WINDOW_SECONDS) : null;
  if (account.hits > LOGIN_FAILURES_PER_ACCOUNT) throw tooManyRequests('too_many_attempts', account.retryAfterSeconds);
  if (address && address.hits > LOGIN_FAILURES_PER_ADDRESS) throw tooManyRequests('too_many_attempts', address.retryAfterSeconds);

  const user = value ? await findUserByContact(db, type, value) : null;
  if (!user) {
    await burnPasswordCheck(input.password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) throw invalidCredentials();

  await clearThrottle(db, accountKey);
  if (addressKey) await releaseThrottle(db, addressKey, LOGIN_WINDOW_SECONDS);
  return startSession(db, user);
}

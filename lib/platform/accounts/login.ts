import 'server-only';
import {
  LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_SLOWDOWN_AFTER_ACCOUNT_FAILURES,
  LOGIN_SLOWDOWN_SECONDS,
  LOGIN_WINDOW_SECONDS,
} from '@/lib/domain/auth/auth-limits';
import { normalizeLogin } from '@/lib/domain/validation/auth-forms';
import { isDomainError } from '@/lib/domain/domain-error';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from '@/lib/platform/auth/password';
import { startSession, type IssuedTokens } from '@/lib/platform/auth/sessions';
import { clearThrottle, hitThrottle, releaseThrottle } from '@/lib/platform/auth/throttle';
import type { Executor } from '@/lib/platform/db/executor';
import { invalidCredentials, tooManyTries } from './errors';
import { accountFlows } from '@/lib/platform/work-pool/expensive-work';
import { assertNotExcluded } from '@/lib/platform/protection/exclusion';
import { findUserByContact, upgradePasswordHash } from './users';
import { recordSeen, type SeenFrom } from '@/lib/platform/account-links/traces';
import { demoPartEnabled } from '@/lib/platform/demo-data/switch';

/** The throttle keys of one attempt: the login as normalized, and the caller's address. */
function throttleKeys(login: string, clientAddress: string | null) {
  return {
    /** Hard limit: this login from this address (the login alone when there is no address). */
    pair: `login-pair:${login}:${clientAddress ?? '-'}`,
    /** Hard limit: this address, whatever the logins. */
    address: clientAddress ? `login-address:${clientAddress}` : null,
    /** Soft limit: this login from every address; slows down addresses that failed for it. */
    account: `login-account:${login}`,
    /** The one attempt per LOGIN_SLOWDOWN_SECONDS that slowed addresses share. */
    pace: `login-pace:${login}`,
  };
}

/** A throttle key an attempt hit, with its window: what a busy refusal takes back. */
type Hit = readonly [key: string, windowSeconds: number];

/**
 * Counts an attempt against the login throttles of lib/domain/auth/auth-limits.ts and throws their
 * 429. Every attempt counts before its password is checked (one atomic upsert per key), so
 * parallel guesses cannot slip past a limit. Returns the keys it hit.
 */
async function throttleAttempt(db: Executor, keys: ReturnType<typeof throttleKeys>): Promise<Hit[]> {
  const pair = await hitThrottle(db, keys.pair, LOGIN_WINDOW_SECONDS);
  const address = keys.address ? await hitThrottle(db, keys.address, LOGIN_WINDOW_SECONDS) : null;
  if (pair.hits > LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS) throw tooManyTries('too_many_attempts', pair.retryAfterSeconds);
  if (address && address.hits > LOGIN_FAILURES_PER_ADDRESS) throw tooManyTries('too_many_attempts', address.retryAfterSeconds);
  const account = await hitThrottle(db, keys.account, LOGIN_WINDOW_SECONDS);
  const hits: Hit[] = [[keys.pair, LOGIN_WINDOW_SECONDS], [keys.account, LOGIN_WINDOW_SECONDS]];
  if (keys.address) hits.push([keys.address, LOGIN_WINDOW_SECONDS]);
  // Earlier hits of the pair are failures: a success clears them.
  const failedHereBefore = pair.hits > 1;
  if (failedHereBefore && account.hits > LOGIN_SLOWDOWN_AFTER_ACCOUNT_FAILURES) {
    const pace = await hitThrottle(db, keys.pace, LOGIN_SLOWDOWN_SECONDS);
    if (pace.hits > 1) throw tooManyTries('too_many_attempts', pace.retryAfterSeconds);
    hits.push([keys.pace, LOGIN_SLOWDOWN_SECONDS]);
  }
  return hits;
}

/**
 * Checks the password in the expensive-work pool. A `busy` refusal checked nothing, so it is no
 * failed attempt: the attempt's throttle hits are taken back before it is rethrown.
 */
async function checkPassword(db: Executor, hits: Hit[], check: () => Promise<boolean>): Promise<boolean> {
  try {
    return await check();
  } catch (error) {
    if (isDomainError(error) && error.kind === 'busy') for (const [key, windowSeconds] of hits) await releaseThrottle(db, key, windowSeconds);
    throw error;
  }
}

/**
 * A hash of older parameters (scrypt before Argon2id) is replaced once the password is known
 * good. Best effort: when the pool is busy the login still succeeds and the next one upgrades.
 */
async function upgradeHash(db: Executor, user: { id: number; passwordHash: string }, password: string): Promise<void> {
  if (!needsRehash(user.passwordHash)) return;
  try {
    await upgradePasswordHash(db, user.id, user.passwordHash, await hashPassword(password));
  } catch (error) {
    if (!(isDomainError(error) && error.kind === 'busy')) throw error;
  }
}

/**
 * Login with e-mail or phone and password (spec §7). Unknown account and wrong password answer
 * alike and cost alike: one password-hash verification each. The throttles (see
 * lib/domain/auth/auth-limits.ts) answer 429 too_many_attempts; a stranger's failures never lock the
 * owner out from the owner's own address. A success forgets its address's failures for the
 * login and takes its own hits back; so does a 503 `busy` (the password was never checked).
 */
export function loginWithPassword(db: Executor, input: { login: string; password: string }, seen: SeenFrom): Promise<IssuedTokens> {
  // Bounded as a whole (lib/platform/work-pool): a refusal here has counted nothing yet.
  return accountFlows().run(() => passwordLogin(db, input, seen));
}

async function passwordLogin(db: Executor, input: { login: string; password: string }, seen: SeenFrom): Promise<IssuedTokens> {
  const { type, value } = normalizeLogin(input.login);
  const keys = throttleKeys(`${type}:${value}`, seen.address);
  const hits = await throttleAttempt(db, keys);

  const user = value ? await findUserByContact(db, type, value) : null;
  if (!user) {
    await checkPassword(db, hits, async () => {
      await burnPasswordCheck(input.password);
      return false;
    });
    throw invalidCredentials();
  }
  if (!(await checkPassword(db, hits, () => verifyPassword(input.password, user.passwordHash)))) throw invalidCredentials();
  // An account the demo made up (its password is published) logs in only while the demo player is
  // on: a site that turned the demo data off answers as for a wrong password.
  if (user.invented && !demoPartEnabled('SEED_DEMO_PLAYER')) throw invalidCredentials();
  await upgradeHash(db, user, input.password);

  await clearThrottle(db, keys.pair);
  await releaseThrottle(db, keys.account, LOGIN_WINDOW_SECONDS);
  if (keys.address) await releaseThrottle(db, keys.address, LOGIN_WINDOW_SECONDS);
  // Only after the password held: a time-out is nobody else's business (403 with `until`).
  await assertNotExcluded(db, user.id);
  // The address and device it came from: linked accounts (lib/platform/account-links).
  await recordSeen(db, user.id, 'login', seen);
  return startSession(db, user);
}

import 'server-only';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { expensiveWork } from '@/lib/platform/work-pool/expensive-work';

/**
 * Password hashing with Argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1), through
 * @node-rs/argon2 (prebuilt binaries, runs on the libuv pool so the event loop is not blocked).
 * Stored as the standard PHC string `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`, which
 * carries its own parameters.
 *
 * Cost measured on the 2-core dev machine: about 8 ms of one core per hash or verification
 * (scrypt N = 2^15 before: about 70 ms). Every hash and verification runs in the bounded
 * expensive-work pool (lib/platform/work-pool): when it is full, the caller gets 503 `busy`.
 *
 * Hashes of the earlier scheme, `scrypt$<log2 N>$<r>$<p>$<salt b64>$<hash b64>` (N = 2^15), still
 * verify; `needsRehash` tells the login to store a new hash once the password is known good.
 */
export const ARGON2_MEMORY_KIB = 19 * 1024;
export const ARGON2_TIME_COST = 2;
export const ARGON2_PARALLELISM = 1;
export const ARGON2_OUTPUT_BYTES = 32;
const ARGON2_SALT_BYTES = 16;

export const PASSWORD_HASH_PARAMS = {
  algorithm: 'argon2id',
  memoryKiB: ARGON2_MEMORY_KIB,
  timeCost: ARGON2_TIME_COST,
  parallelism: ARGON2_PARALLELISM,
  outputBytes: ARGON2_OUTPUT_BYTES,
} as const;

/** What every hash made today starts with: anything else is re-hashed at the next login. */
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2_MEMORY_KIB},t=${ARGON2_TIME_COST},p=${ARGON2_PARALLELISM}$`;

const ARGON2_OPTIONS = { memoryCost: ARGON2_MEMORY_KIB, timeCost: ARGON2_TIME_COST, parallelism: ARGON2_PARALLELISM, outputLen: ARGON2_OUTPUT_BYTES };

function normalized(password: string): string {
  return password.normalize('NFC');
}

function legacyScrypt(password: string, salt: Buffer, log2N: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** log2N, r, p, maxmem: 2 * 128 * 2 ** log2N * r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(normalized(password), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

async function verifyLegacyScrypt(password: string, stored: string): Promise<boolean> {
  const [, log2N, r, p, salt, hash] = stored.split('$');
  if (!log2N || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const n = Number(log2N);
  // Refuse absurd parameters rather than allocate gigabytes for a corrupted row.
  if (!Number.isInteger(n) || n < 10 || n > 20 || expected.length < 16) return false;
  const actual = await legacyScrypt(password, Buffer.from(salt, 'base64'), n, Number(r), Number(p), expected.length);
  return timingSafeEqual(actual, expected);
}

/** Argon2id of the password with today's parameters (one slot of the expensive-work pool). */
export function hashPassword(password: string): Promise<string> {
  return expensiveWork().run(() => argon2Hash(normalized(password), ARGON2_OPTIONS));
}

/** Whether the password matches a stored hash of either scheme (one slot of the pool). */
export function verifyPassword(password: string, stored: string): Promise<boolean> {
  return expensiveWork().run(async () => {
    if (stored.startsWith('scrypt$')) return verifyLegacyScrypt(password, stored);
    if (!stored.startsWith('$argon2id$')) return false;
    try {
      return await argon2Verify(stored, normalized(password));
    } catch {
      // A corrupted row: no password matches it.
      return false;
    }
  });
}

/** Whether a stored hash was made with other parameters than today's (re-hash at the next login). */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT_PREFIX);
}

/**
 * The hash an unknown account is checked against: today's parameters, a random salt and a random
 * key, made once when the module loads. Checking a password against it runs the KDF exactly
 * once with the same cost as a real account's hash (the cost depends only on the parameters), and
 * no password matches a random key. Made without running the KDF, so the first unknown-account
 * login is not slower than the next ones.
 */
const UNKNOWN_ACCOUNT_HASH =
  CURRENT_PREFIX + [randomBytes(ARGON2_SALT_BYTES), randomBytes(ARGON2_OUTPUT_BYTES)].map((b) => b.toString('base64').replace(/=+$/, '')).join('$');

/**
 * Spends the work of one verification when there is no account, so a login for an unknown
 * account costs what a wrong password costs (no enumeration by timing).
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  await verifyPassword(password, UNKNOWN_ACCOUNT_HASH);
}

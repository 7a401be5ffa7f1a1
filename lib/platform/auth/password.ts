import 'server-only';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (memory-hard, in Node's crypto; runs on the libuv pool, so it
 * does not block the event loop). Stored self-describing, so the cost can rise later and old
 * hashes still verify: `scrypt$<log2 N>$<r>$<p>$<salt b64>$<hash b64>`.
 *
 * Cost: N = 2^15, r = 8, p = 1 → 128·N·r = 32 MiB of memory and roughly 50–100 ms of one core
 * per hash; a login costs one hash.
 */
export const SCRYPT_LOG2_N = 15;
export const SCRYPT_R = 8;
export const SCRYPT_P = 1;
export const SCRYPT_KEY_LENGTH = 32;
export const SCRYPT_SALT_BYTES = 16;
/** Memory one hash needs (bytes): 128 · N · r. */
export const SCRYPT_MEMORY_BYTES = 128 * 2 ** SCRYPT_LOG2_N * SCRYPT_R;

export const PASSWORD_HASH_PARAMS = {
  algorithm: 'scrypt',
  N: 2 ** SCRYPT_LOG2_N,
  r: SCRYPT_R,
  p: SCRYPT_P,
  keyLength: SCRYPT_KEY_LENGTH,
  memoryBytes: SCRYPT_MEMORY_BYTES,
} as const;

function derive(password: string, salt: Buffer, log2N: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** log2N, r, p, maxmem: 2 * 128 * 2 ** log2N * r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function encodeHash(salt: Buffer, key: Buffer): string {
  return ['scrypt', SCRYPT_LOG2_N, SCRYPT_R, SCRYPT_P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SCRYPT_SALT_BYTES);
  return encodeHash(salt, await derive(password, salt, SCRYPT_LOG2_N, SCRYPT_R, SCRYPT_P, SCRYPT_KEY_LENGTH));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, log2N, r, p, salt, hash] = stored.split('$');
  if (algorithm !== 'scrypt' || !log2N || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const n = Number(log2N);
  // Refuse absurd parameters rather than allocate gigabytes for a corrupted row.
  if (!Number.isInteger(n) || n < 10 || n > 20 || expected.length < 16) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64'), n, Number(r), Number(p), expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * The hash an unknown account is checked against: today's parameters, a random salt and a random
 * key, made once when the module loads. Checking a password against it runs the KDF exactly
 * once with the same cost as a real account's hash (the cost depends only on the parameters), and
 * no password matches a random key. Made without running the KDF, so the first unknown-account
 * login is not slower than the next ones.
 */
const UNKNOWN_ACCOUNT_HASH = encodeHash(randomBytes(SCRYPT_SALT_BYTES), randomBytes(SCRYPT_KEY_LENGTH));

/**
 * Spends the work of one verification when there is no account, so a login for an unknown
 * account costs what a wrong password costs (no enumeration by timing).
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  await verifyPassword(password, UNKNOWN_ACCOUNT_HASH);
}

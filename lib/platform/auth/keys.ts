import 'server-only';
import { createHmac } from 'node:crypto';
import { getSessionSecret } from './secrets';

/**
 * Keys derived from the one session secret, one per use, so a key leaked from one use (say the
 * JWT key) says nothing about the others. Same secret on every instance → same keys.
 */
export type KeyPurpose = 'access-token' | 'refresh-token' | 'one-time-code' | 'registration-claim' | 'device-id' | 'account-trace' | 'document-number';

const cache = new Map<string, Buffer>();

export function derivedKey(purpose: KeyPurpose): Buffer {
  const secret = getSessionSecret();
  const id = `${purpose}\u0000${secret}`;
  let key = cache.get(id);
  if (!key) {
    key = createHmac('sha256', secret).update(`croupier/${purpose}/v1`).digest();
    cache.set(id, key);
  }
  return key;
}

/**
 * Keyed digest of a secret value (refresh token, one-time code). A 4-digit code hashed without
 * a key would fall to 10 000 guesses offline; with the server key a stolen table reveals nothing.
 */
export function keyedDigest(purpose: KeyPurpose, value: string): string {
  return createHmac('sha256', derivedKey(purpose)).update(value).digest('hex');
}

import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { keyedDigest } from '@/lib/platform/auth/keys';

/**
 * The device (docs/ARCHITECTURE.md "Accounts and auth", "Linked accounts"): a long-lived random
 * id the site gives a browser in an httpOnly cookie, signed with a key derived from the session
 * secret, so a client cannot make one up or take another's without having seen it. Set by the
 * calls that make or open an account (registration, login, the SMS confirmation) when the
 * browser has none, and read by the same calls: the registration limits count sign-ups per
 * device, and accounts seen on one device are linked. A client that drops cookies gets a new id
 * every time and is counted by its address alone; nothing else about the browser is read.
 */
export const DEVICE_COOKIE = 'croupier_device';

/** 400 days: the longest lifetime browsers keep a cookie for. */
export const DEVICE_COOKIE_MAX_AGE = 400 * 86_400;

const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

function signature(id: string): string {
  return Buffer.from(keyedDigest('device-id', id), 'hex').toString('base64url').slice(0, 22);
}

/** The device id of a cookie value, or null when there is none or its signature does not hold. */
export function deviceFromCookie(value: string | undefined): string | null {
  if (!value) return null;
  const [id, sig, ...rest] = value.split('.');
  if (!id || !sig || rest.length > 0 || !ID_PATTERN.test(id)) return null;
  const expected = Buffer.from(signature(id));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** A new device: its id and the cookie value that carries it. */
export function newDevice(): { id: string; cookieValue: string } {
  const id = randomBytes(16).toString('base64url');
  return { id, cookieValue: `${id}.${signature(id)}` };
}

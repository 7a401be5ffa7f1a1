import 'server-only';
import type { ServerConfig } from '@/lib/domain/content/server-config';
import { addressKey } from '@/lib/platform/account-links/address-key';
import type { SeenFrom } from '@/lib/platform/account-links/traces';
import { hitThrottle, releaseThrottle } from '@/lib/platform/auth/throttle';
import { captchaAvailable, captchaWidgetConfig, checkCaptcha } from '@/lib/platform/captcha';
import type { Executor } from '@/lib/platform/db/executor';
import { captchaRefusal, tooManyTries } from './errors';

/**
 * How many accounts one client address and one device may open (docs/ARCHITECTURE.md "Accounts
 * and auth", README "Configuration"). Per UTC day, counted in the database (throttle_counters,
 * atomic upserts), so the limits hold across instances:
 * - the first `free…` sign-ups of the day need no captcha (unless captcha is on for everybody in
 *   the server config); later ones need the server config's captcha, even while it is off;
 * - past `max…` a sign-up is refused: 429 `registration_limit_reached` with `retry_after` and
 *   Retry-After (the rest of the UTC day). Without a captcha service (no CAPTCHA_SECRET, nor the
 *   test provider) a captcha could never be passed: past the free count is then the cap.
 * Only sign-ups that went through count: a refused one (a taken e-mail, the captcha, the cap, a
 * busy server) takes its count back. A caller without an address (a handler called outside the
 * custom server) is not counted by address; one without the device cookie gets a new device, so
 * a client that drops cookies is counted by its address alone. Each variable is a whole number;
 * 0 turns a `max…` off, and makes every sign-up of a `free…` need the captcha.
 */
export interface SignUpLimits {
  freePerAddress: number;
  maxPerAddress: number;
  freePerDevice: number;
  maxPerDevice: number;
}

export const DEFAULT_SIGN_UP_LIMITS: SignUpLimits = { freePerAddress: 3, maxPerAddress: 20, freePerDevice: 2, maxPerDevice: 5 };

const ENV_NAMES: Record<keyof SignUpLimits, string> = {
  freePerAddress: 'REGISTRATIONS_FREE_PER_ADDRESS',
  maxPerAddress: 'REGISTRATIONS_MAX_PER_ADDRESS',
  freePerDevice: 'REGISTRATIONS_FREE_PER_DEVICE',
  maxPerDevice: 'REGISTRATIONS_MAX_PER_DEVICE',
};

/** The limits in force: each variable that is a whole number ≥ 0 wins over its default. */
export function signUpLimits(env: Readonly<Record<string, string | undefined>> = process.env): SignUpLimits {
  const read = (key: keyof SignUpLimits) => {
    const raw = env[ENV_NAMES[key]]?.trim();
    const n = raw ? Number(raw) : NaN;
    return Number.isSafeInteger(n) && n >= 0 ? n : DEFAULT_SIGN_UP_LIMITS[key];
  };
  return { freePerAddress: read('freePerAddress'), maxPerAddress: read('maxPerAddress'), freePerDevice: read('freePerDevice'), maxPerDevice: read('maxPerDevice') };
}

const DAY_SECONDS = 86_400;

interface Counted {
  key: string;
  hits: number;
  retryAfterSeconds: number;
  free: number;
  max: number;
}

/**
 * Runs a sign-up under the limits: counts it for the caller's address and device, refuses it past
 * a cap, asks for the captcha past a free count, then runs `work`; if anything refuses (or fails)
 * the counts are taken back.
 */
export async function withSignUpLimits<T>(
  db: Executor,
  seen: SeenFrom,
  captcha: { config: ServerConfig['captcha']; token: string | undefined },
  work: () => Promise<T>,
): Promise<T> {
  const limits = signUpLimits();
  const counted: Counted[] = [];
  try {
    if (seen.address) counted.push(await count(db, `signup-address:${addressKey(seen.address)}`, limits.freePerAddress, limits.maxPerAddress));
    if (seen.device) counted.push(await count(db, `signup-device:${seen.device}`, limits.freePerDevice, limits.maxPerDevice));
    const capped = counted.filter((c) => c.max > 0 && c.hits > c.max);
    if (capped.length > 0) throw tooManyTries('registration_limit_reached', Math.max(...capped.map((c) => c.retryAfterSeconds)));
    const escalated = counted.some((c) => c.hits > c.free);
    // No captcha service configured: the captcha could never be passed, so past the free count is the cap.
    if (escalated && !captcha.config.state && !captchaAvailable()) throw tooManyTries('registration_limit_reached', Math.max(...counted.map((c) => c.retryAfterSeconds)));
    const refused = await checkCaptcha(captcha.config, captcha.token, seen.address, escalated);
    if (refused) throw captchaRefusal(refused, captchaWidgetConfig(captcha.config, escalated));
    return await work();
  } catch (error) {
    for (const c of counted) await releaseThrottle(db, c.key, DAY_SECONDS);
    throw error;
  }
}

async function count(db: Executor, key: string, free: number, max: number): Promise<Counted> {
  const { hits, retryAfterSeconds } = await hitThrottle(db, key, DAY_SECONDS);
  return { key, hits, retryAfterSeconds, free, max };
}

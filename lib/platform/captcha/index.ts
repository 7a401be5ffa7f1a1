import 'server-only';
import { processState } from '@/lib/platform/process-state';
import type { ApiErrorCode } from '@/lib/domain/api-errors';
import type { CaptchaWidgetConfig } from '@/lib/domain/auth/auth-captcha';
import type { ServerConfig } from '@/lib/domain/content/server-config';
import { fakeCaptchaProvider } from './fake-provider';
import { createRecaptchaProvider } from './recaptcha-provider';
import type { CaptchaProvider } from './types';
import { log } from '@/lib/platform/log/logger';

export type { CaptchaContext, CaptchaProvider } from './types';
export { fakeCaptchaProvider } from './fake-provider';
export { createRecaptchaProvider } from './recaptcha-provider';

/**
 * The captcha provider of this process:
 * - CAPTCHA_PROVIDER=fake: the test provider (only the offline test widget's token passes);
 * - else with CAPTCHA_SECRET: reCAPTCHA-style HTTP verification (CAPTCHA_VERIFY_URL,
 *   CAPTCHA_MIN_SCORE optional);
 * - else none: with captcha switched on in the server config every token fails (and the
 *   server says why in its log), so a missing secret never means "no captcha".
 */
const holder = processState('captcha', (): { provider?: CaptchaProvider } => ({}));

const refuseAll: CaptchaProvider = {
  async verify() {
    log.error('captcha: captcha is on in the server config but no provider is configured (set CAPTCHA_SECRET)');
    return false;
  },
};

export function getCaptchaProvider(): CaptchaProvider {
  if (holder.provider) return holder.provider;
  if (process.env.CAPTCHA_PROVIDER === 'fake') return fakeCaptchaProvider;
  const secret = process.env.CAPTCHA_SECRET;
  if (!secret) return refuseAll;
  const minScore = process.env.CAPTCHA_MIN_SCORE ? Number(process.env.CAPTCHA_MIN_SCORE) : undefined;
  return (holder.provider = createRecaptchaProvider({ secret, verifyUrl: process.env.CAPTCHA_VERIFY_URL, minScore }));
}

/** Whether this process can verify captcha tokens at all (a provider is configured). */
export function captchaAvailable(): boolean {
  return getCaptchaProvider() !== refuseAll;
}

/** Replaces the provider (tests, or one configured in code); null goes back to the environment. */
export function setCaptchaProvider(provider: CaptchaProvider | null): void {
  holder.provider = provider ?? undefined;
}

/**
 * Checks the captcha of a call when the server config has captcha on, or when the caller asks for
 * it anyway (`required`: the registration limits' escalation, which uses the config's site key
 * and version even while captcha is off for everybody). Returns the error code to answer
 * (captcha_required without a token, captcha_invalid for a bad one) or null when fine.
 */
export async function checkCaptcha(
  config: ServerConfig['captcha'],
  token: string | undefined,
  remoteIp: string | null,
  required = false,
): Promise<Extract<ApiErrorCode, 'captcha_required' | 'captcha_invalid'> | null> {
  if (!config.state && !required) return null;
  if (!token) return 'captcha_required';
  const ok = await getCaptchaProvider().verify(token, { version: config.active_version, action: config.action, remoteIp });
  return ok ? null : 'captcha_invalid';
}

/**
 * What the registration form needs to show the captcha, or null while captcha is off (unless
 * `required`, as for checkCaptcha). The widget follows this process's verifier: with the fake
 * verifier the browser gets the offline test widget (no network, its token passes), otherwise
 * Google reCAPTCHA with the configured site key.
 */
export function captchaWidgetConfig(config: ServerConfig['captcha'], required = false): CaptchaWidgetConfig | null {
  if (!config.state && !required) return null;
  const provider = getCaptchaProvider() === fakeCaptchaProvider ? 'test' : 'recaptcha';
  return { provider, version: config.active_version, siteKey: config.site_key, action: config.action };
}

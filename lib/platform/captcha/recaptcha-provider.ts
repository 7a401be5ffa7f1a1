import 'server-only';
import { API_TIMEOUT_SERVER_MS } from '@/lib/domain/constants';
import type { CaptchaContext, CaptchaProvider } from './types';
import { log } from '@/lib/platform/log/logger';

/** Google reCAPTCHA's verification endpoint; hCaptcha and Turnstile answer the same shape. */
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** Version 3 scores below this are refused (Google's suggested default). */
export const DEFAULT_MIN_SCORE = 0.5;

interface SiteVerifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
}

/**
 * reCAPTCHA-style verification over HTTP: POST secret, response and remoteip as a form; v3 also
 * needs the expected action and a score at or above the minimum. A network failure or a
 * time-out (8 s, the server time-out of spec §7) counts as a failed check, never as a pass.
 */
export function createRecaptchaProvider(options: { secret: string; verifyUrl?: string; minScore?: number }): CaptchaProvider {
  const verifyUrl = options.verifyUrl ?? RECAPTCHA_VERIFY_URL;
  const minScore = options.minScore ?? DEFAULT_MIN_SCORE;
  return {
    async verify(token: string, context: CaptchaContext): Promise<boolean> {
      const form = new URLSearchParams({ secret: options.secret, response: token });
      if (context.remoteIp) form.set('remoteip', context.remoteIp);
      try {
        const res = await fetch(verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(API_TIMEOUT_SERVER_MS) });
        if (!res.ok) return false;
        const answer = (await res.json()) as SiteVerifyAnswer;
        if (answer.success !== true) return false;
        if (context.version === 3) {
          if (answer.action !== undefined && answer.action !== context.action) return false;
          if (typeof answer.score === 'number' && answer.score < minScore) return false;
        }
        return true;
      } catch (error) {
        log.error('captcha: verification failed', error);
        return false;
      }
    },
  };
}

import 'server-only';
import { CAPTCHA_TEST_TOKEN } from '@/lib/domain/auth/auth-captcha';
import type { CaptchaProvider } from './types';

/**
 * For tests and local development (CAPTCHA_PROVIDER=fake): no network. Only the token of the
 * browser's offline test widget (CAPTCHA_TEST_TOKEN) passes.
 */
export const fakeCaptchaProvider: CaptchaProvider = {
  async verify(token) {
    return token === CAPTCHA_TEST_TOKEN;
  },
};

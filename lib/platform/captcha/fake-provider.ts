import type { CaptchaProvider } from './types';

/** The token the fake provider accepts; every other token fails. */
export const FAKE_CAPTCHA_PASS_TOKEN = 'test-pass';

/** For tests and local development (CAPTCHA_PROVIDER=fake): no network. */
export const fakeCaptchaProvider: CaptchaProvider = {
  async verify(token) {
    return token === FAKE_CAPTCHA_PASS_TOKEN;
  },
};

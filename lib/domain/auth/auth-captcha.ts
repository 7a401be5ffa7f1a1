/**
 * What the browser needs to show the registration captcha (spec platform §5: version 2 is a
 * checkbox, version 3 is invisible and scores an action, default "registration"). The server
 * builds it from the server config and its own verifier (lib/platform/captcha), so the widget
 * the player sees always makes tokens that verifier accepts.
 */

/**
 * `recaptcha`: Google reCAPTCHA's script. `test`: an offline widget for development and tests,
 * whose token only the server's test verifier (CAPTCHA_PROVIDER=fake) accepts.
 */
export type CaptchaWidgetProvider = 'recaptcha' | 'test';

export interface CaptchaWidgetConfig {
  provider: CaptchaWidgetProvider;
  /** 2 = checkbox the player ticks before sending, 3 = invisible, run right before sending. */
  version: 2 | 3;
  siteKey: string;
  /** The action a version 3 token is made for; the server checks it. */
  action: string;
}

/**
 * The widget a refused registration names (`captcha` beside `errors` of a `captcha_required` or
 * `captcha_invalid` answer): the sign-up limits ask for the captcha on a form that showed none.
 * Null when the answer names none, or not in this shape.
 */
export function captchaWidgetOf(body: unknown): CaptchaWidgetConfig | null {
  const widget = (body as { captcha?: unknown } | null)?.captcha;
  if (typeof widget !== 'object' || widget === null) return null;
  const { provider, version, siteKey, action } = widget as Record<string, unknown>;
  if ((provider !== 'recaptcha' && provider !== 'test') || (version !== 2 && version !== 3) || typeof siteKey !== 'string' || typeof action !== 'string') return null;
  return { provider, version, siteKey, action };
}

/** The token of the test widget, and the only one the test verifier lets through. */
export const CAPTCHA_TEST_TOKEN = 'test-pass';

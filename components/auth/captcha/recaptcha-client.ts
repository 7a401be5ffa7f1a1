import type { CaptchaWidgetConfig } from '@/lib/domain/auth/auth-captcha';
import { withTimeout, type CaptchaClient } from './captcha-client';

/** Google's script; `render` says explicit widgets (version 2) or the site key (version 3). */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
/** The script (and the second one it loads) must be ready within this time, or the form says so. */
export const CAPTCHA_LOAD_TIMEOUT_MS = 15_000;
/** A version 3 token must come within this time of the submit. */
export const CAPTCHA_EXECUTE_TIMEOUT_MS = 15_000;

/** The part of Google's `grecaptcha` global the form uses. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
      theme?: 'dark' | 'light';
    },
  ): number;
  execute(siteKey: string, options: { action: string }): Promise<string>;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** One script per page and URL; a failed load is forgotten so the next attempt loads afresh. */
const loads = new Map<string, Promise<Grecaptcha>>();

export function recaptchaScriptUrl(config: Pick<CaptchaWidgetConfig, 'version' | 'siteKey'>, locale: string): string {
  const params = new URLSearchParams({ render: config.version === 2 ? 'explicit' : config.siteKey, hl: locale });
  return `${RECAPTCHA_SCRIPT_URL}?${params.toString()}`;
}

function injectScript(src: string): Promise<Grecaptcha> {
  return new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => {
      const api = window.grecaptcha;
      if (!api) reject(new Error('captcha: the script defined no grecaptcha'));
      else if (typeof api.ready === 'function') api.ready(() => resolve(api));
      else resolve(api);
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`captcha: could not load ${src}`));
    });
    document.head.appendChild(script);
  });
}

function loadGrecaptcha(src: string): Promise<Grecaptcha> {
  let load = loads.get(src);
  if (!load) {
    load = withTimeout(injectScript(src), CAPTCHA_LOAD_TIMEOUT_MS, 'loading the script');
    load.catch(() => loads.delete(src));
    loads.set(src, load);
  }
  return load;
}

/** Google reCAPTCHA v2 (checkbox) or v3 (invisible score) in the player's language. */
export async function createRecaptchaClient(config: CaptchaWidgetConfig, locale: string): Promise<CaptchaClient> {
  const api = await loadGrecaptcha(recaptchaScriptUrl(config, locale));
  return {
    renderCheckbox(element, events) {
      // A fresh inner element each time: Google refuses to render twice into one element.
      const holder = document.createElement('div');
      element.replaceChildren(holder);
      const widgetId = api.render(holder, {
        sitekey: config.siteKey,
        theme: 'dark',
        callback: events.onToken,
        'expired-callback': events.onExpired,
        'error-callback': events.onError,
      });
      return { reset: () => api.reset(widgetId) };
    },
    execute(action) {
      return withTimeout(Promise.resolve(api.execute(config.siteKey, { action })), CAPTCHA_EXECUTE_TIMEOUT_MS, 'execute');
    },
  };
}

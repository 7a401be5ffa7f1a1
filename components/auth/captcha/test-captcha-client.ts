import { CAPTCHA_TEST_TOKEN } from '@/lib/domain/auth/auth-captcha';
import type { CaptchaClient } from './captcha-client';
import styles from './captcha.module.css';

/**
 * The offline captcha for development and tests (the server runs CAPTCHA_PROVIDER=fake): a plain
 * checkbox for version 2 and an immediate token for version 3, both CAPTCHA_TEST_TOKEN, which only
 * the server's test verifier accepts. It needs no network, so it works on machines without one.
 */
export const testCaptchaClient: CaptchaClient = {
  renderCheckbox(element, events) {
    const label = document.createElement('label');
    label.className = styles.testWidget ?? '';
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.addEventListener('change', () => (box.checked ? events.onToken(CAPTCHA_TEST_TOKEN) : events.onExpired()));
    label.append(box, document.createTextNode(events.label));
    element.replaceChildren(label);
    return {
      reset: () => {
        box.checked = false;
      },
    };
  },
  async execute() {
    return CAPTCHA_TEST_TOKEN;
  },
};

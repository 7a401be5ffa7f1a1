/**
 * One captcha service as the registration form uses it, whichever script is behind it
 * (Google reCAPTCHA, or the offline test widget). Implementations are loaded lazily, only by a
 * form that shows a captcha, so no other page carries their code.
 */
export interface CaptchaClient {
  /** Version 2: draws the checkbox into `element` (the element belongs to the widget from now on). */
  renderCheckbox(element: HTMLElement, events: CheckboxEvents): CheckboxHandle;
  /** Version 3: a fresh token for the action, right before sending. Rejects rather than hangs. */
  execute(action: string): Promise<string>;
}

export interface CheckboxEvents {
  /** The player passed: the token to send (valid once, for about two minutes). */
  onToken(token: string): void;
  /** The token expired, or the player unticked: a new tick is needed. */
  onExpired(): void;
  /** The widget lost its service (usually the network): it cannot give a token now. */
  onError(): void;
  /** The checkbox text, for widgets that draw their own (the test widget). */
  label: string;
}

export interface CheckboxHandle {
  /** Unticks: a token works once, so after a refused submit the player ticks again. */
  reset(): void;
}

/** Rejects after `ms`: a script that never answers must not leave the form waiting. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`captcha: ${what} timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

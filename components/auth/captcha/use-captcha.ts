'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { CaptchaWidgetConfig } from '@/lib/domain/auth/auth-captcha';
import { JsonApiError } from '@/lib/client/json-api';
import type { CaptchaClient, CheckboxHandle } from './captcha-client';

/** `loading` until the script is ready; `failed` when it could not load or lost its service. */
export type CaptchaStatus = 'off' | 'loading' | 'ready' | 'failed';

export interface Captcha {
  version: 2 | 3 | null;
  status: CaptchaStatus;
  /** Version 2: the element the checkbox is drawn in (a callback ref). */
  checkboxRef: (element: HTMLDivElement | null) => void;
  /**
   * The token to send with the form: undefined while captcha is off. Throws the way a refused
   * call does, so the form shows it: version 2 not ticked → `captcha_required` (at the token
   * field, as the server would answer); the script unavailable → an aborted call (the captcha
   * slot says why, and a new load starts for the next try). Never waits longer than the
   * script's own time-outs.
   */
  token(): Promise<string | undefined>;
  /** After a refused submit: the version 2 token was used up, the player ticks again. */
  reset(): void;
}

/** The script of the configured provider, imported only when a form shows a captcha. */
async function loadCaptchaClient(config: CaptchaWidgetConfig, locale: string): Promise<CaptchaClient> {
  if (config.provider === 'test') return (await import('./test-captcha-client')).testCaptchaClient;
  return (await import('./recaptcha-client')).createRecaptchaClient(config, locale);
}

const refused = () => new JsonApiError('http', 400, [{ code: 'captcha_required', field: 'captcha_token' }]);
const unavailable = () => new JsonApiError('aborted', 0);

/**
 * The registration captcha (spec platform §5) in a form: loads the provider's script when the
 * form appears (only when the server config has captcha on), draws the version 2 checkbox,
 * and gives the token on submit (version 3 runs `execute(action)` then).
 */
export function useCaptcha(config: CaptchaWidgetConfig | null, onSolved?: () => void): Captcha {
  const locale = useLocale();
  const t = useTranslations('auth');
  const [status, setStatus] = useState<CaptchaStatus>(config ? 'loading' : 'off');
  const [client, setClient] = useState<CaptchaClient | null>(null);
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const loading = useRef<Promise<CaptchaClient> | null>(null);
  const solved = useRef<string | null>(null);
  const checkbox = useRef<CheckboxHandle | null>(null);
  const solvedCallback = useRef(onSolved);
  useEffect(() => {
    solvedCallback.current = onSolved;
  }, [onSolved]);

  // The config comes from the server as an object; its fields say whether it really changed.
  const provider = config?.provider;
  const version = config?.version ?? null;
  const siteKey = config?.siteKey;
  const action = config?.action ?? '';

  /** Starts a load; its outcome sets the status (a caller retrying sets 'loading' itself). */
  const load = useCallback((): Promise<CaptchaClient> | null => {
    if (!provider || !version || siteKey === undefined) return null;
    const attempt = loadCaptchaClient({ provider, version, siteKey, action }, locale);
    loading.current = attempt;
    attempt.then(
      (loaded) => {
        if (loading.current !== attempt) return;
        setClient(loaded);
        setStatus('ready');
      },
      (error: unknown) => {
        if (loading.current !== attempt) return;
        console.error(error);
        setStatus('failed');
      },
    );
    return attempt;
  }, [provider, version, siteKey, action, locale]);

  const retry = useCallback(() => {
    setStatus('loading');
    return load();
  }, [load]);

  useEffect(() => {
    load();
    return () => {
      loading.current = null;
    };
  }, [load]);

  const label = t('captchaTestLabel');
  useEffect(() => {
    if (version !== 2 || !client || !element) return;
    solved.current = null;
    checkbox.current = client.renderCheckbox(element, {
      label,
      onToken: (token) => {
        solved.current = token;
        setStatus('ready');
        solvedCallback.current?.();
      },
      onExpired: () => {
        solved.current = null;
      },
      onError: () => {
        solved.current = null;
        setStatus('failed');
      },
    });
    return () => {
      checkbox.current = null;
      element.replaceChildren();
    };
  }, [version, client, element, label]);

  const token = useCallback(async (): Promise<string | undefined> => {
    if (!version) return undefined;
    if (version === 2) {
      const value = solved.current;
      if (value) return value;
      if (status === 'failed' && !client) retry();
      throw status === 'failed' ? unavailable() : refused();
    }
    // After a failed load the submit tries once more (bounded by the load time-out).
    const pending = status === 'failed' || !loading.current ? retry() : loading.current;
    try {
      if (!pending) throw new Error('captcha: no config');
      return await (await pending).execute(action);
    } catch (error) {
      console.error(error);
      setStatus('failed');
      throw unavailable();
    }
  }, [version, status, client, retry, action]);

  const reset = useCallback(() => {
    solved.current = null;
    checkbox.current?.reset();
  }, []);

  return { version, status, checkboxRef: setElement, token, reset };
}

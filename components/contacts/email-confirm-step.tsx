'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { CODE_RESEND_SECONDS } from '@/lib/domain/auth/auth-limits';
import type { JsonApiErrorItem } from '@/lib/client/json-api';
import { getSessionState, reloadProfile } from '@/lib/client/session/session-store';
import { contactsOnVerification, failureCode, isLimitFailure, requestEmailVerification, retryAfterOf } from '@/lib/client/contacts/contact-calls';
import { useResendCountdown } from '@/lib/client/use-resend-countdown';
import { FormErrors } from '@/components/forms/form-errors';
import { ResendControl } from './resend-control';
import { StepHeading } from './step-heading';
import type { StepProps } from './step-props';
import styles from './contact-verification.module.css';
import buttons from '@/components/ui/button.module.css';

/** How often the open step asks whether the link in the mail was followed. */
export const EMAIL_CHECK_INTERVAL_MS = 5000;

const GENERIC_FAILURE: JsonApiErrorItem[] = [{ code: 'server_error' }];

function emailVerified(value: string): boolean {
  const session = getSessionState();
  return session.status === 'player' && session.profile.emails.some((e) => e.email === value && e.is_verified);
}

/**
 * EmailConfirm: the link to the address was mailed (sent on entering when the step before did
 * not send it: "sendAgain"). The step asks the server every few seconds, and whenever the tab
 * gets the focus back, whether the address still awaits verification; once it does not, the
 * profile reloads and the flow exits (confirmed) or returns to EmailChange (the address is gone).
 */
export function EmailConfirmStep({ state, dispatch }: StepProps) {
  const t = useTranslations('verification');
  const email = state.contact?.value ?? '';
  const contactId = state.contact?.id ?? null;
  const { secondsLeft, start } = useResendCountdown(state.sendOnEnter ? 0 : (state.resendAfter ?? CODE_RESEND_SECONDS));
  const [sending, setSending] = useState(state.sendOnEnter);
  const [resent, setResent] = useState(false);
  const [notYet, setNotYet] = useState(false);
  const [errors, setErrors] = useState<JsonApiErrorItem[]>([]);
  const checking = useRef(false);

  /** Still awaiting → false; otherwise the flow moves on. `told`: the player asked, so say "not yet". */
  const check = useCallback(
    async (told: boolean) => {
      if (checking.current) return;
      checking.current = true;
      try {
        const list = await contactsOnVerification();
        if (list.some((c) => c.type === 'email' && c.value === email)) {
          if (told) setNotYet(true);
          return;
        }
        await reloadProfile();
        dispatch({ type: emailVerified(email) ? 'confirmed' : 'nothingAwaiting' });
      } catch {
        // A failed look is repeated by the next tick; the player keeps the step.
      } finally {
        checking.current = false;
      }
    },
    [email, dispatch],
  );

  const send = useCallback(
    () =>
      (contactId === null ? Promise.reject(new Error('no contact id')) : requestEmailVerification(contactId))
        .then(
          (answer) => {
            setErrors([]);
            start(answer.resend_after ?? CODE_RESEND_SECONDS);
          },
          async (error: unknown) => {
            const code = failureCode(error);
            if (isLimitFailure(error)) dispatch({ type: 'limitReached' });
            // Confirmed meanwhile, or the address is gone: the check moves the flow on.
            else if (code === 'contact_already_verified' || code === 'not_found' || contactId === null) await check(false);
            else if (code === 'code_resend_too_early') start(retryAfterOf(error) ?? CODE_RESEND_SECONDS);
            else setErrors(code ? [{ code }] : GENERIC_FAILURE);
          },
        )
        .finally(() => setSending(false)),
    [contactId, start, dispatch, check],
  );

  const entered = useRef(false);
  useEffect(() => {
    if (entered.current) return;
    entered.current = true;
    if (!email) dispatch({ type: 'nothingAwaiting' });
    else if (state.sendOnEnter) void send();
  }, [email, state.sendOnEnter, send, dispatch]);

  useEffect(() => {
    const timer = window.setInterval(() => void check(false), EMAIL_CHECK_INTERVAL_MS);
    const onFocus = () => void check(false);
    window.addEventListener('focus', onFocus);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [check]);

  const onResend = () => {
    setSending(true);
    setErrors([]);
    setNotYet(false);
    setResent(true);
    void send();
  };

  return (
    <div className={styles.step}>
      <StepHeading>{t('email.confirmTitle')}</StepHeading>
      <p className={styles.lead}>{t.rich('email.linkSent', { email, strong: (chunks) => <span className={styles.contact}>{chunks}</span> })}</p>
      <p className={styles.hint}>{t('email.spamHint')}</p>
      <FormErrors errors={errors} />
      <div aria-live="polite">{notYet && <p className={styles.hint}>{t('email.notYet')}</p>}</div>
      <ResendControl secondsLeft={secondsLeft} pending={sending} onResend={onResend} label={t('email.sendAgain')} sentLabel={resent ? t('email.sent') : null} />
      <div className={styles.secondary}>
        <button type="button" className={`${buttons.button} ${buttons.gold}`} onClick={() => void check(true)}>
          {t('email.checkNow')}
        </button>
        <button type="button" className={styles.linkButton} onClick={() => dispatch({ type: 'change' })}>
          {t('email.changeAddress')}
        </button>
      </div>
    </div>
  );
}

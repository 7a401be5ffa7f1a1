'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import styles from './contact-verification.module.css';

interface ResendControlProps {
  secondsLeft: number;
  /** A send is running: the link cannot be used twice. */
  pending: boolean;
  onResend: () => void;
  /** The link's text once the timer is over ("send new code", "send the e-mail again"). */
  label: string;
  /** Shown instead of the link while the timer runs after a resend (e-mail: "sent"). */
  sentLabel?: string | null;
}

/**
 * Spec play-promos §4: after a code is sent the resend link is hidden until the timer ends
 * (a countdown says how long), then the link is offered again. While the step's own first
 * message is on its way (a send the player did not ask for here), there is nothing to offer
 * yet: the row stays empty instead of flashing a disabled link.
 */
export function ResendControl({ secondsLeft, pending, onResend, label, sentLabel }: ResendControlProps) {
  const t = useTranslations('verification');
  const [asked, setAsked] = useState(false);
  if (pending && !asked) return <p className={styles.resendRow} aria-hidden="true" />;
  if (secondsLeft > 0) {
    return (
      <p className={styles.resendRow} data-testid="resend-wait">
        {sentLabel && <span className={styles.sent}>{sentLabel} </span>}
        {t('resendIn', { seconds: secondsLeft })}
      </p>
    );
  }
  return (
    <p className={styles.resendRow}>
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => {
          setAsked(true);
          onResend();
        }}
        disabled={pending}
        aria-busy={pending || undefined}
      >
        {label}
      </button>
    </p>
  );
}

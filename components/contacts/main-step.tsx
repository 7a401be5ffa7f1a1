'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { latestAwaiting } from '@/lib/domain/contacts/contact-verification-steps';
import { contactsOnVerification } from '@/lib/client/contacts/contact-calls';
import type { StepProps } from './step-props';
import { ContactVerificationLoader } from './contact-verification-loader';
import styles from './contact-verification.module.css';
import buttons from '@/components/ui/button.module.css';

/**
 * Main: the loader while the contacts awaiting verification are read; then the flow goes to
 * the confirm step (one awaits) or the change step (none does).
 */
export function MainStep({ state, dispatch }: StepProps) {
  const t = useTranslations('verification');
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const { kind } = state;

  useEffect(() => {
    let live = true;
    contactsOnVerification().then(
      (list) => {
        if (live) dispatch({ type: 'mounted', awaiting: latestAwaiting(list, kind) });
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [kind, dispatch, attempt]);

  if (!failed) return <ContactVerificationLoader />;
  return (
    <div className={styles.step} role="alert">
      <p className={styles.lead}>{t('loadFailed')}</p>
      <div className={styles.secondary}>
        <button
          type="button"
          className={buttons.button}
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          {t('retry')}
        </button>
      </div>
    </div>
  );
}

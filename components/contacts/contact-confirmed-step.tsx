'use client';

import { useTranslations } from 'next-intl';
import { CheckIcon } from '@/components/ui/icons';
import { formatPhone } from '@/lib/domain/accounts/phone-countries';
import { StepHeading } from './step-heading';
import type { StepProps } from './step-props';
import styles from './contact-verification.module.css';
import buttons from '@/components/ui/button.module.css';

/** ContactConfirmed: the phone is the player's now (the session's profile already says so). */
export function ContactConfirmedStep({ state, onClose }: StepProps & { onClose: () => void }) {
  const t = useTranslations('verification');
  return (
    <div className={styles.step}>
      <span className={`${styles.icon} ${styles.iconSuccess}`}>
        <CheckIcon size={28} />
      </span>
      <StepHeading>{t('phone.confirmedTitle')}</StepHeading>
      <p className={styles.lead}>{t.rich('phone.confirmedLead', { phone: formatPhone(state.contact?.value ?? ''), strong: (chunks) => <span className={styles.contact}>{chunks}</span> })}</p>
      <div className={styles.secondary}>
        <button type="button" className={`${buttons.button} ${buttons.gold}`} onClick={onClose}>
          {t('done')}
        </button>
      </div>
    </div>
  );
}

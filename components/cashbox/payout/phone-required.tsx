'use client';

import { useTranslations } from 'next-intl';
import { openContactVerification } from '@/lib/client/contacts/contact-verification-store';
import { AlertIcon } from '@/components/ui/icons';
import { actionButtonClass } from '@/components/forms/submit-button';
import styles from '../cashbox.module.css';
import notice from '../notice.module.css';

/**
 * A payout needs a confirmed phone (spec §6: withdrawal requires verification): says why, and
 * opens the contact verification modal's payout variant (PayoutPhoneConfirm), as the profile
 * opens the phone one. Confirming updates the session's profile, and the form appears.
 */
export function PhoneRequired() {
  const t = useTranslations('cashbox.payout');
  return (
    <section className={notice.notice} aria-labelledby="payout-phone-title" data-testid="payout-phone-required">
      <span className={notice.noticeIcon} aria-hidden="true">
        <AlertIcon size={20} />
      </span>
      <div className={notice.noticeBody}>
        <h3 id="payout-phone-title" className={notice.noticeTitle}>
          {t('phoneTitle')}
        </h3>
        <p>{t('phoneText')}</p>
        <div className={styles.actions}>
          <button type="button" className={actionButtonClass('gold')} onClick={() => openContactVerification('phone', { payout: true })}>
            {t('phoneButton')}
          </button>
        </div>
      </div>
    </section>
  );
}

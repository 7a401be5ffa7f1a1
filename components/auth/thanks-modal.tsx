'use client';

import { useCallback, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import type { ProfileDto } from '@/lib/domain/account-types';
import { localizedPath, type Locale } from '@/lib/domain/locales';
import { jsonApi } from '@/lib/client/json-api';
import { reloadProfile } from '@/lib/client/session/session-store';
import { Modal } from '@/components/ui/modal';
import { actionButtonClass } from '@/components/forms/submit-button';
import styles from './auth.module.css';

/**
 * Thanks-after-registration (spec §2, §4): shown once to a player on their first login
 * (`first_auth`). Any way out tells the server it was seen, so it never comes back.
 * "Get bonus" opens the cashbox (gifts, which it will first send, come with their issue);
 * "Details" opens the welcome bonus page.
 */
export function ThanksModal({ profile }: { profile: ProfileDto }) {
  const t = useTranslations('auth');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [dismissed, setDismissed] = useState(false);
  const leave = useCallback(
    async (to?: string) => {
      setDismissed(true);
      try {
        await jsonApi('/json-api/users/first-auth/seen', { method: 'POST', body: {} });
        await reloadProfile();
      } catch {
        // Seen locally; the server learns it on the next first-auth check.
      }
      if (to) router.push(localizedPath(to, locale));
    },
    [router, locale],
  );
  // Stable, so the dialog's focus handling does not start over on every render.
  const close = useCallback(() => void leave(), [leave]);
  if (!profile.first_auth || dismissed) return null;

  return (
    <Modal open onClose={close} title={t('thanksTitle')} closeLabel={t('close')}>
      <div className={styles.body} data-testid="thanks-modal">
        <p className={styles.lead}>{t('thanksBody')}</p>
        <div className={styles.thanksActions}>
          <button type="button" className={actionButtonClass()} onClick={() => void leave('/cashbox')}>
            {t('getBonus')}
          </button>
          <button type="button" className={styles.linkButton} onClick={() => void leave('/welcome')}>
            {t('details')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

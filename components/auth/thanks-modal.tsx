'use client';

import { useCallback, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { ProfileDto } from '@/lib/domain/accounts/account-types';
import { jsonApi } from '@/lib/client/json-api';
import { useRouter } from '@/i18n/navigation';
import { cashboxGifts, loadGifts, saveCashboxPick } from '@/lib/client/gifts/gift-calls';
import { reloadProfile } from '@/lib/client/session/session-store';
import { Modal } from '@/components/ui/modal';
import { SubmitButton } from '@/components/forms/submit-button';
import styles from './auth.module.css';

/**
 * Thanks-after-registration (spec §2, §4): shown once to a player on their first login
 * (`first_auth`). Any way out tells the server it was seen, so it never comes back.
 * "Get bonus" picks the first cashbox gift of the player's currency (the registration gift) for
 * the next deposit, then opens the cashbox, which shows it selected; with no such gift, or when a
 * call fails, the cashbox opens all the same (without a gift): the player came for the cashbox.
 * While it works the button is busy and further clicks are ignored. "Details" opens the welcome
 * bonus page.
 */
export function ThanksModal({ profile }: { profile: ProfileDto }) {
  const t = useTranslations('auth');
  const router = useRouter();
  const [dismissed, setDismissed] = useState(false);
  const [busy, setBusy] = useState(false);
  // Refs, not state: a second click in the same frame must already see the first one.
  const working = useRef(false);
  const left = useRef(false);
  const leave = useCallback(
    async (to?: string) => {
      // Closed while the bonus was being picked: the later "open the cashbox" must not follow.
      if (left.current) return;
      left.current = true;
      setDismissed(true);
      try {
        await jsonApi('/json-api/users/first-auth/seen', { method: 'POST', body: {} });
        await reloadProfile();
      } catch {
        // Seen locally; the server learns it on the next first-auth check.
      }
      if (to) router.push(to);
    },
    [router],
  );
  const getBonus = useCallback(async () => {
    if (working.current) return;
    working.current = true;
    setBusy(true);
    try {
      const gift = cashboxGifts(await loadGifts(), profile.currency)[0];
      if (gift) await saveCashboxPick(gift.id);
    } catch {
      // The cashbox opens without a gift; the player can still pick one there.
    }
    await leave('/cashbox');
  }, [leave, profile.currency]);
  // Stable, so the dialog's focus handling does not start over on every render.
  const close = useCallback(() => void leave(), [leave]);
  if (!profile.first_auth || dismissed) return null;

  return (
    <Modal open onClose={close} title={t('thanksTitle')} closeLabel={t('close')}>
      <div className={styles.body} data-testid="thanks-modal">
        <p className={styles.lead}>{t('thanksBody')}</p>
        <div className={styles.thanksActions}>
          <SubmitButton fullWidth={false} pending={busy} onClick={() => void getBonus()}>
            {t('getBonus')}
          </SubmitButton>
          <button type="button" className={styles.linkButton} onClick={() => void leave('/welcome')}>
            {t('details')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

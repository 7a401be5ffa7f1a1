'use client';

import { useTranslations } from 'next-intl';
import type { BlockedReason } from './use-studio-rounds';
import styles from './game-shell.module.css';

/**
 * Ends play on this page. `deactivated`: the player opened the game in another window, which
 * took the session over (the site shows its own modal too); `expired`: the token is unknown.
 */
export function BlockedOverlay({ reason, onClose }: { reason: BlockedReason; onClose: () => void }) {
  const t = useTranslations('studio.blocked');
  return (
    <div className={styles.blocked} role="alertdialog" aria-modal="true" aria-labelledby="studio-blocked-title" aria-describedby="studio-blocked-text">
      <div className={styles.blockedPanel}>
        <h2 id="studio-blocked-title" className={styles.blockedTitle}>
          {t(`${reason}Title`)}
        </h2>
        <p id="studio-blocked-text">{t(`${reason}Text`)}</p>
        <button type="button" className={styles.bannerAction} onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </div>
  );
}

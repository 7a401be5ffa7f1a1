'use client';

import { useTranslations } from 'next-intl';
import styles from './free-spins-badge.module.css';

/**
 * The giftspin's free rounds on this slot: how many are left and at which stake. A
 * live region, so a screen reader hears the count drop after each round.
 */
export function FreeSpinsBadge({ left, stake }: { left: number; stake: string }) {
  const t = useTranslations('freeSpins');
  return (
    <div className={styles.badge} role="status" aria-live="polite" data-testid="free-spins">
      <span className={styles.count}>{t('left', { count: left })}</span>
      <span className={styles.note}>{t('stakeNote', { amount: stake })}</span>
    </div>
  );
}

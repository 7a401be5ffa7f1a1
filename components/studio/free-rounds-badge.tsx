'use client';

import { useTranslations } from 'next-intl';
import type { FreeSpins } from '@/lib/domain/studio/studio-session';
import styles from './free-rounds-badge.module.css';

/**
 * The free rounds of the player's gift on this game: how many spins are left (or the free bet)
 * and at which stake: over a slot's reels, or `inline` in a table game's column. A live region, so a screen reader hears the count drop after each round.
 */
export function FreeRoundsBadge({ left, stake, kind, inline = false }: { left: number; stake: string; kind: FreeSpins['kind']; inline?: boolean }) {
  const t = useTranslations('freeSpins');
  return (
    <div className={`${styles.badge} ${inline ? styles.inline : ''}`} role="status" aria-live="polite" data-testid="free-spins">
      <span className={styles.count}>{kind === 'bet' ? t('bet') : t('left', { count: left })}</span>
      <span className={styles.note}>{t('stakeNote', { amount: stake })}</span>
    </div>
  );
}

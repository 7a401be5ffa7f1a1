'use client';

import { useTranslations } from 'next-intl';
import { canLowerStake, canRaiseStake } from './stake-levels';
import styles from './stake-selector.module.css';

interface StakeSelectorProps {
  levels: readonly number[];
  index: number;
  onChange: (index: number) => void;
  balance: number;
  format: (minor: number) => string;
  disabled: boolean;
  /** A second line under the stake, e.g. the line stake of a slot. */
  note?: string;
}

/** − stake + : steps through the valid levels; + stops at the first level the balance cannot cover. */
export function StakeSelector({ levels, index, onChange, balance, format, disabled, note }: StakeSelectorProps) {
  const t = useTranslations('studio');
  const stake = levels[index];
  return (
    <div className={styles.selector} role="group" aria-label={t('stake')}>
      <button type="button" className={styles.step} onClick={() => onChange(index - 1)} disabled={disabled || !canLowerStake(index)} aria-label={t('stakeDown')}>
        −
      </button>
      <div className={styles.value}>
        <span className={styles.label}>{t('stake')}</span>
        <output className={styles.amount} aria-live="polite" data-testid="stake">
          {stake === undefined ? '—' : format(stake)}
        </output>
        {note ? <span className={styles.note}>{note}</span> : null}
      </div>
      <button type="button" className={styles.step} onClick={() => onChange(index + 1)} disabled={disabled || !canRaiseStake(levels, index, balance)} aria-label={t('stakeUp')}>
        +
      </button>
    </div>
  );
}

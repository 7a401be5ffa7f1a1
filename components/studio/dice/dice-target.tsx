'use client';

import { useId, type CSSProperties } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { DicePublicConfig } from '@/lib/domain/studio/public-config';
import { diceMultiplierUnits, diceWinAmount, diceWinningRolls, MULTIPLIER_SCALE, rtpBasisPoints, type DiceDirection } from '@/lib/domain/studio/dice-rules';
import { clampTarget, formatChance, formatHundredths, formatMultiplier } from './dice-format';
import styles from './dice-target.module.css';

interface DiceTargetProps {
  config: DicePublicConfig;
  direction: DiceDirection;
  target: number;
  onDirection: (direction: DiceDirection) => void;
  onTarget: (target: number) => void;
  stake: number | undefined;
  money: (minor: number) => string;
  disabled: boolean;
  /** The last roll, marked on the track. */
  roll: number | null;
}

/**
 * The bet's shape: under / over, the target on a 0–100 track (the slider spans only the targets
 * the game allows for that direction), and the chance, multiplier and payout they give.
 */
export function DiceTarget({ config, direction, target, onDirection, onTarget, stake, money, disabled, roll }: DiceTargetProps) {
  const t = useTranslations('studio.dice');
  const locale = useLocale();
  const sliderId = useId();
  const range = config.targets[direction];
  const winningRolls = diceWinningRolls(target, direction);
  const units = diceMultiplierUnits(rtpBasisPoints(config.rtp), winningRolls);
  const span = config.rollCount;
  const targetText = formatHundredths(target, locale);
  const trackVars = {
    '--target': `${(target / span) * 100}%`,
    '--slider-left': `${(range.min / span) * 100}%`,
    '--slider-width': `${((range.max - range.min) / span) * 100}%`,
  } as CSSProperties;

  return (
    <div className={styles.target}>
      <div className={styles.toggle} role="group" aria-label={t('direction')}>
        {(['under', 'over'] as const).map((option) => (
          <button key={option} type="button" className={styles.toggleButton} aria-pressed={direction === option} onClick={() => onDirection(option)} disabled={disabled}>
            {t(option)}
          </button>
        ))}
      </div>
      <label className={styles.targetLabel} htmlFor={sliderId}>
        {t(direction === 'under' ? 'rollUnder' : 'rollOver', { target: targetText })}
      </label>
      <div className={`${styles.track} ${direction === 'under' ? styles.trackUnder : styles.trackOver}`} style={trackVars}>
        <input
          id={sliderId}
          type="range"
          className={styles.slider}
          min={range.min}
          max={range.max}
          step={1}
          value={target}
          disabled={disabled}
          aria-valuetext={t(direction === 'under' ? 'rollUnder' : 'rollOver', { target: targetText })}
          onChange={(event) => onTarget(clampTarget(Number(event.target.value), range))}
          data-testid="dice-target"
        />
        {roll !== null ? <span className={styles.rollMark} style={{ left: `${(roll / span) * 100}%` }} aria-hidden="true" /> : null}
        <span className={styles.scale} aria-hidden="true">
          <span>0</span>
          <span>25</span>
          <span>50</span>
          <span>75</span>
          <span>100</span>
        </span>
      </div>
      <dl className={styles.stats}>
        <div>
          <dt>{t('multiplier')}</dt>
          <dd data-testid="dice-multiplier">×{formatMultiplier(units / MULTIPLIER_SCALE, locale)}</dd>
        </div>
        <div>
          <dt>{t('chance')}</dt>
          <dd data-testid="dice-chance">{formatChance(winningRolls, locale)}</dd>
        </div>
        <div>
          <dt>{t('payout')}</dt>
          <dd data-testid="dice-payout">{stake === undefined ? '—' : money(diceWinAmount(stake, units))}</dd>
        </div>
      </dl>
    </div>
  );
}

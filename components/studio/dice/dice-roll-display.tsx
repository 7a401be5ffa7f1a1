'use client';

import { useEffect, useState } from 'react';
import { useLocale } from 'next-intl';
import type { DiceOutcome } from '@/lib/domain/studio/round-types';
import { DieFace } from './die-face';
import { formatHundredths } from './dice-format';
import styles from './dice.module.css';

interface DiceRollDisplayProps {
  rolling: boolean;
  /** The server's roll once it is known, while the number is still settling on it. */
  landing: number | null;
  outcome: DiceOutcome | null;
  reduced: boolean;
}

const TICK_MS = 45;

/**
 * The big number: it tumbles through random values while the server decides, closes in on the
 * answer's roll, and then shows it in the colour of the result. Reduced motion skips the tumble.
 */
export function DiceRollDisplay({ rolling, landing, outcome, reduced }: DiceRollDisplayProps) {
  const locale = useLocale();
  const [tumble, setTumble] = useState(0);

  useEffect(() => {
    if (!rolling || reduced) return;
    const id = setInterval(() => {
      setTumble((prev) => {
        if (landing === null) return Math.floor(Math.random() * 10_000);
        const step = Math.round((landing - prev) * 0.4);
        return step === 0 ? landing : prev + step;
      });
    }, TICK_MS);
    return () => clearInterval(id);
  }, [rolling, reduced, landing]);

  const value = rolling ? (reduced ? null : tumble) : (outcome?.roll ?? null);
  const tone = rolling || !outcome ? '' : outcome.won ? styles.rollWin : styles.rollLoss;
  return (
    <div className={`${styles.rollDisplay} ${tone}`}>
      <DieFace value={value ?? 0} tumbling={rolling && !reduced} />
      <output className={styles.rollNumber} data-testid="dice-roll" aria-busy={rolling}>
        {value === null ? (rolling ? '…' : '—') : formatHundredths(value, locale)}
      </output>
    </div>
  );
}

'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatHundredths } from './dice-format';
import styles from './dice.module.css';

export interface DiceHistoryEntry {
  id: string;
  roll: number;
  won: boolean;
}

/** The last rolls, newest first, green for a win and red for a loss. */
export function DiceHistory({ entries }: { entries: readonly DiceHistoryEntry[] }) {
  const t = useTranslations('studio.dice');
  const locale = useLocale();
  return (
    <div className={styles.history}>
      <span className={styles.historyLabel}>{t('history')}</span>
      {entries.length === 0 ? (
        <span className={styles.historyEmpty}>{t('historyEmpty')}</span>
      ) : (
        <ol className={styles.historyList} data-testid="dice-history">
          {entries.map((entry) => (
            <li key={entry.id} className={entry.won ? styles.historyWin : styles.historyLoss}>
              <span className="visually-hidden">{entry.won ? t('won') : t('lost')} </span>
              {formatHundredths(entry.roll, locale)}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

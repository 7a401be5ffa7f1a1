'use client';

import { useTranslations } from 'next-intl';
import type { SlotPublicConfig } from '@/lib/domain/studio/public-config';
import type { SlotOutcome } from '@/lib/domain/studio/round-types';
import type { StudioRoundAnswer } from '@/lib/domain/studio/studio-session';
import type { SlotWinItem } from './slot-win-items';
import { useSymbolNames } from './use-symbol-names';
import styles from './slot-machine.module.css';

interface SlotResultLineProps {
  config: SlotPublicConfig;
  result: (StudioRoundAnswer & { outcome: SlotOutcome }) | null;
  item: SlotWinItem | null;
  problem: 'invalid' | 'insufficient' | null;
  money: (minor: number) => string;
  /** The hint before the first round, when not the plain one (free spins: no stake to choose). */
  hint?: string;
}

/**
 * The line under the reels: what the highlighted line paid, "no win", or why the stake cannot
 * be played. The round's total is also announced to screen readers once per round.
 */
export function SlotResultLine({ config, result, item, problem, money, hint }: SlotResultLineProps) {
  const t = useTranslations('studio');
  const nameOf = useSymbolNames(config);
  let text: string;
  let tone = styles.resultNeutral;
  if (problem === 'insufficient') {
    text = t('lowBalance');
    tone = styles.resultWarn;
  } else if (problem === 'invalid') {
    text = t('errors.invalid_bet');
    tone = styles.resultWarn;
  } else if (!result) {
    text = hint ?? t('slot.hint');
  } else if (!item) {
    text = t('noWin');
  } else {
    tone = styles.resultWin;
    const values = { count: item.count, symbol: nameOf(item.symbol), amount: money(item.win) };
    text = item.kind === 'line' ? t('slot.lineWin', { ...values, line: item.line + 1 }) : t('slot.scatterWin', values);
  }
  return (
    <div className={styles.resultLine}>
      <p className={`${styles.resultText} ${tone}`} data-testid="result-line">
        {text}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {result ? (result.win > 0 ? t('youWon', { amount: money(result.win) }) : t('noWin')) : ''}
      </p>
    </div>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { StakeSelector } from '../stake-selector';
import { useCountUp } from '../use-count-up';
import shellStyles from '../game-shell.module.css';
import styles from './slot-machine.module.css';

interface SlotControlsProps {
  levels: readonly number[];
  stakeIndex: number;
  onStakeChange: (index: number) => void;
  balance: number;
  money: (minor: number) => string;
  lineStake: number | undefined;
  lineCount: number;
  /** Stake changes are off while a round is under way or play is blocked. */
  locked: boolean;
  canPlay: boolean;
  retrying: boolean;
  moving: boolean;
  onSpin: () => void;
  /** The presented round's win (null before the first round and while spinning). */
  win: number | null;
  /** Changes per round, so the win counts up afresh. */
  roundKey: string;
  countUpMs: number;
  onWinShown: () => void;
  /** The spin button's text when it is not the plain Spin (a giftspin's free round). */
  spinLabel?: string;
}

/** Stake, win and the spin button. */
export function SlotControls(props: SlotControlsProps) {
  const { levels, stakeIndex, onStakeChange, balance, money, lineStake, lineCount, locked, canPlay, retrying, moving, onSpin } = props;
  const t = useTranslations('studio');
  const note = lineStake === undefined ? undefined : t('slot.lineStake', { amount: money(lineStake), lines: lineCount });
  return (
    <div className={shellStyles.controls}>
      <WinBox key={props.roundKey} win={props.win} countUpMs={props.countUpMs} onDone={props.onWinShown} money={money} />
      <StakeSelector levels={levels} index={stakeIndex} onChange={onStakeChange} balance={balance} format={money} disabled={locked} note={note} />
      <button type="button" className={`${styles.spin} ${moving ? styles.spinBusy : ''}`} onClick={onSpin} disabled={!canPlay} data-testid="spin">
        <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.spinIcon}>
          <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v4.5h-4.5" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className={styles.spinLabel}>{retrying ? t('retry') : (props.spinLabel ?? t('slot.spin'))}</span>
      </button>
    </div>
  );
}

function WinBox({ win, countUpMs, onDone, money }: { win: number | null; countUpMs: number; onDone: () => void; money: (minor: number) => string }) {
  const t = useTranslations('studio');
  const shown = useCountUp(win ?? 0, win === null ? 0 : countUpMs, win === null ? undefined : onDone);
  return (
    <div className={`${styles.winBox} ${win ? styles.winBoxLit : ''}`}>
      <span className={styles.winLabel}>{t('win')}</span>
      <output className={styles.winAmount} data-testid="win">
        {win === null ? '—' : money(shown)}
      </output>
    </div>
  );
}

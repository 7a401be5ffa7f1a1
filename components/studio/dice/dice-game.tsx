'use client';

import { useCallback, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { DicePublicConfig } from '@/lib/domain/studio/public-config';
import type { DiceDirection } from '@/lib/domain/studio/dice-rules';
import type { DiceOutcome } from '@/lib/domain/studio/round-types';
import type { StudioRoundAnswer, StudioSessionView } from '@/lib/domain/studio/studio-session';
import { FreeRoundsBadge } from '../free-rounds-badge';
import { GameShell } from '../game-shell';
import { StakeSelector } from '../stake-selector';
import { stakeLevels, stakeProblem } from '../stake-levels';
import { useHydrated } from '@/lib/client/use-hydrated';
import { useMoney } from '../use-money';
import { usePlayKeys } from '../use-play-keys';
import { useReducedMotion } from '../use-reduced-motion';
import { useFreeRounds } from '../use-free-rounds';
import { useStudioRounds } from '../use-studio-rounds';
import { useTimers, wait } from '../use-timers';
import { clampTarget } from './dice-format';
import { DiceHistory, type DiceHistoryEntry } from './dice-history';
import { DiceRollDisplay } from './dice-roll-display';
import { DiceTarget } from './dice-target';
import shellStyles from '../game-shell.module.css';
import styles from './dice.module.css';

/** How many past rolls the strip keeps. */
export const DICE_HISTORY_SIZE = 10;
/** Shortest roll animation, and how long the number takes to settle once the answer is in. */
const ROLL_MS = { spin: 450, settle: 450 };

type DiceAnswer = StudioRoundAnswer & { outcome: DiceOutcome };

function isDiceAnswer(answer: StudioRoundAnswer | null): answer is DiceAnswer {
  return answer !== null && answer.outcome.kind === 'dice';
}

/**
 * Dice: pick a target and a direction, roll 0.00–99.99. The chance and multiplier shown are the
 * server's own rules (dice-rules); the roll itself comes from the server and the number only
 * tumbles until it lands on it.
 */
export function DiceGame({ view, config }: { view: StudioSessionView; config: DicePublicConfig }) {
  const t = useTranslations('studio');
  const rounds = useStudioRounds(view);
  const money = useMoney(rounds.balance.currency);
  const reduced = useReducedMotion();
  const hydrated = useHydrated();
  const { after } = useTimers();

  const levels = useMemo(() => stakeLevels(config.bet), [config.bet]);
  const [stakeIndex, setStakeIndex] = useState(0);
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [target, setTarget] = useState(() => clampTarget(config.rollCount / 2, config.targets.under));
  const [rolling, setRolling] = useState(false);
  const [landing, setLanding] = useState<number | null>(null);
  const [last, setLast] = useState<DiceAnswer | null>(null);
  const [history, setHistory] = useState<DiceHistoryEntry[]>([]);

  // A free bet (or free rounds) of the player's gift: played first, at the gift's stake.
  const freeRounds = useFreeRounds(view, rounds);
  const freeStake = freeRounds.stake;
  const free = freeStake !== null;
  const stake = free ? freeStake : levels[stakeIndex];
  // A free round costs the player nothing: the balance never stops it.
  const problem = free ? null : stakeProblem(config.bet, stake, rounds.balance.amount);
  const retrying = rounds.failure?.kind === 'network';
  const busy = rolling || rounds.busy;
  const canPlay = hydrated && !busy && !rounds.blocked && (retrying || problem === null);

  const changeDirection = (next: DiceDirection) => {
    if (next === direction) return;
    // The mirrored target keeps the winning chance: "under t" and "over 9999 − t" win as often.
    setTarget(clampTarget(config.rollCount - 1 - target, config.targets[next]));
    setDirection(next);
  };

  const run = useCallback(
    async (send: () => Promise<StudioRoundAnswer | null>) => {
      setRolling(true);
      setLanding(null);
      setLast(null);
      rounds.settle();
      const started = Date.now();
      const answer = await send();
      if (!isDiceAnswer(answer)) {
        setRolling(false);
        return;
      }
      if (!reduced) {
        await wait(after, Math.max(0, ROLL_MS.spin - (Date.now() - started)));
        setLanding(answer.outcome.roll);
        await wait(after, ROLL_MS.settle);
      }
      setLast(answer);
      setLanding(null);
      setRolling(false);
      rounds.settle();
      setHistory((prev) => [{ id: answer.roundId, roll: answer.outcome.roll, won: answer.outcome.won }, ...prev].slice(0, DICE_HISTORY_SIZE));
    },
    [after, reduced, rounds],
  );

  const roll = () => {
    if (!canPlay) return;
    if (retrying) void run(rounds.retry);
    else if (free) void run(() => rounds.play({ bet: freeStake, target, direction, freeSpin: true }).then(freeRounds.count));
    else if (stake !== undefined) void run(() => rounds.play({ bet: stake, target, direction }));
  };
  usePlayKeys(roll);

  const outcome = last?.outcome ?? null;
  const status = busy
    ? { text: '', tone: '' }
    : problem === 'insufficient'
      ? { text: t('lowBalance'), tone: styles.statusWarn }
      : outcome
        ? { text: outcome.won ? t('youWon', { amount: money(outcome.win) }) : t('noWin'), tone: outcome.won ? styles.statusWin : '' }
        : { text: free ? freeRounds.hint : t('dice.hint'), tone: '' };
  return (
    <GameShell view={view} rounds={rounds} onRetry={roll} className={styles.dice}>
      <div className={styles.table}>
        {free ? <FreeRoundsBadge left={freeRounds.left} stake={money(freeStake)} kind={freeRounds.kind} inline /> : null}
        <DiceRollDisplay rolling={busy} landing={landing} outcome={outcome} reduced={reduced} />
        <p className={`${styles.status} ${status.tone ?? ''}`} aria-live="polite" data-testid="dice-status">
          {status.text}
        </p>
        <DiceTarget
          config={config}
          direction={direction}
          target={target}
          onDirection={changeDirection}
          onTarget={setTarget}
          stake={stake}
          money={money}
          disabled={busy || !hydrated || rounds.blocked !== null}
          roll={outcome?.roll ?? null}
        />
        <DiceHistory entries={history} />
      </div>
      <div className={shellStyles.controls}>
        <StakeSelector
          levels={free ? [freeStake] : levels}
          index={free ? 0 : stakeIndex}
          onChange={setStakeIndex}
          balance={rounds.balance.amount}
          format={money}
          disabled={free || busy || !hydrated || rounds.blocked !== null}
        />
        <button type="button" className={styles.roll} onClick={roll} disabled={!canPlay} data-testid="roll">
          {retrying ? t('retry') : free ? freeRounds.playLabel : t('dice.roll')}
        </button>
      </div>
    </GameShell>
  );
}

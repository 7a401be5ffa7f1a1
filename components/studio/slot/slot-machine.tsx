'use client';

import { useCallback, useMemo, useState, type CSSProperties } from 'react';
import { useTranslations } from 'next-intl';
import type { SlotPublicConfig } from '@/lib/domain/studio/public-config';
import type { SlotOutcome } from '@/lib/domain/studio/round-types';
import type { StudioRoundAnswer, StudioSessionView } from '@/lib/domain/studio/studio-session';
import { InfoIcon } from '@/components/ui/icons';
import { GameShell } from '../game-shell';
import shellStyles from '../game-shell.module.css';
import { stakeLevels, stakeProblem } from '../stake-levels';
import { useHydrated } from '@/lib/client/use-hydrated';
import { useMoney } from '../use-money';
import { usePlayKeys } from '../use-play-keys';
import { useReducedMotion } from '../use-reduced-motion';
import { useStudioRounds, type StudioRounds } from '../use-studio-rounds';
import { useTimers, wait } from '../use-timers';
import { useWinCycle } from '../use-win-cycle';
import { FreeRoundsBadge } from '../free-rounds-badge';
import { useFreeRounds } from '../use-free-rounds';
import { SlotControls } from './slot-controls';
import { SlotPaytable } from './slot-paytable';
import { SlotReels } from './slot-reels';
import { SlotResultLine } from './slot-result-line';
import { landingWindow, NORMAL_TIMING, REDUCED_TIMING } from './slot-timing';
import type { ReelPhase } from './slot-reel';
import { slotWinItems } from './slot-win-items';
import { themeClass } from './slot-theme-class';
import styles from './slot-machine.module.css';

type SlotAnswer = StudioRoundAnswer & { outcome: SlotOutcome };

function isSlotAnswer(answer: StudioRoundAnswer | null): answer is SlotAnswer {
  return answer !== null && answer.outcome.kind === 'slot';
}

/** A fixed resting position for the first paint (the same on the server and in the browser). */
function initialStops(config: SlotPublicConfig): number[] {
  return config.reelStrips.map((strip, reel) => (reel * 7) % Math.max(1, strip.length));
}

/**
 * A 5 × 3 video slot. The server decides every spin; this component only sends the stake, spins
 * the real strips while it waits, lands each reel on the answer's stop (left to right) and then
 * presents the wins, one paying line at a time, with the total counting up.
 */
export function SlotMachine({ view, config }: { view: StudioSessionView; config: SlotPublicConfig }) {
  const rounds = useStudioRounds(view);
  return <SlotMachineView view={view} config={config} rounds={rounds} />;
}

function SlotMachineView({ view, config, rounds }: { view: StudioSessionView; config: SlotPublicConfig; rounds: StudioRounds }) {
  const t = useTranslations('studio');
  const money = useMoney(rounds.balance.currency);
  const reduced = useReducedMotion();
  const timing = reduced ? REDUCED_TIMING : NORMAL_TIMING;
  const hydrated = useHydrated();
  const { after, clearAll } = useTimers();

  const levels = useMemo(() => stakeLevels(config.bet), [config.bet]);
  const [stakeIndex, setStakeIndex] = useState(0);
  const [stops, setStops] = useState(() => initialStops(config));
  const [phases, setPhases] = useState<ReelPhase[]>(() => config.reelStrips.map(() => 'idle'));
  const [result, setResult] = useState<SlotAnswer | null>(null);
  const [paytableOpen, setPaytableOpen] = useState(false);
  const freeRounds = useFreeRounds(view, rounds);
  const freeStake = freeRounds.stake;
  const free = freeStake !== null;

  const items = useMemo(() => (result ? slotWinItems(result.outcome) : []), [result]);
  const itemIndex = useWinCycle(items.length, timing.lineCycleMs, result?.roundId ?? null);
  const shownItem = items[itemIndex] ?? null;

  const stake = free ? freeStake : levels[stakeIndex];
  // A free round costs the player nothing: the balance never stops it.
  const problem = free ? null : stakeProblem(config.bet, stake, rounds.balance.amount);
  const moving = rounds.busy || phases.some((phase) => phase !== 'idle');
  const retrying = rounds.failure?.kind === 'network';
  const canPlay = hydrated && !moving && !rounds.blocked && !paytableOpen && (retrying || problem === null);

  const setPhase = useCallback((reel: number, phase: ReelPhase) => setPhases((prev) => prev.map((p, i) => (i === reel ? phase : p))), []);

  const land = useCallback(
    (answer: SlotAnswer) => {
      const reels = answer.outcome.stops.length;
      for (let reel = 0; reel < reels; reel++) {
        const window = landingWindow(timing, reel);
        after(window.start, () => {
          setStops((prev) => prev.map((stop, i) => (i === reel ? (answer.outcome.stops[reel] ?? stop) : stop)));
          setPhase(reel, 'landing');
        });
        after(window.end, () => setPhase(reel, 'idle'));
      }
      after(landingWindow(timing, reels - 1).end, () => setResult(answer));
    },
    [after, setPhase, timing],
  );

  const run = useCallback(
    async (send: () => Promise<StudioRoundAnswer | null>) => {
      clearAll();
      setResult(null);
      rounds.settle();
      setPhases((prev) => prev.map(() => 'spinning'));
      const started = Date.now();
      const answer = await send();
      if (!isSlotAnswer(answer)) {
        setPhases((prev) => prev.map(() => 'idle'));
        return;
      }
      await wait(after, Math.max(0, timing.minSpinMs - (Date.now() - started)));
      land(answer);
    },
    [after, clearAll, land, rounds, timing.minSpinMs],
  );

  const spin = () => {
    if (!canPlay) return;
    if (retrying) void run(rounds.retry);
    else if (free) void run(() => rounds.play({ bet: freeStake, freeSpin: true }).then(freeRounds.count));
    else if (stake !== undefined) void run(() => rounds.play({ bet: stake }));
  };
  usePlayKeys(spin);


  const lineStake = stake === undefined ? undefined : stake / Math.max(1, config.paylines.length);
  const themeVars = { '--theme-bg': config.background, '--theme-accent': config.accent } as CSSProperties;
  const tools = (
    <button type="button" className={shellStyles.tool} onClick={() => setPaytableOpen(true)} aria-label={t('slot.paytable')} aria-haspopup="dialog">
      <InfoIcon />
    </button>
  );

  return (
    <GameShell view={view} rounds={rounds} onRetry={spin} tools={tools} className={`${styles.machine} ${themeClass(config.theme)}`} style={themeVars}>
      <div className={styles.stage}>
        {free ? <FreeRoundsBadge left={freeRounds.left} stake={money(freeStake)} kind={freeRounds.kind} /> : null}
        <SlotReels config={config} stops={stops} phases={phases} timing={timing} reduced={reduced} result={result?.outcome ?? null} shownItem={shownItem} />
      </div>
      <SlotResultLine config={config} result={result} item={shownItem} problem={moving ? null : problem} money={money} hint={free ? freeRounds.hint : undefined} />
      <SlotControls
        levels={free ? [freeStake] : levels}
        stakeIndex={free ? 0 : stakeIndex}
        onStakeChange={setStakeIndex}
        balance={rounds.balance.amount}
        money={money}
        lineStake={lineStake}
        lineCount={config.paylines.length}
        locked={free || moving || !hydrated || rounds.blocked !== null}
        canPlay={canPlay}
        retrying={retrying}
        moving={moving}
        onSpin={spin}
        win={result?.win ?? null}
        roundKey={result?.roundId ?? 'none'}
        countUpMs={result ? timing.countUpMs(result.win / Math.max(1, result.bet)) : 0}
        onWinShown={rounds.settle}
        spinLabel={free ? freeRounds.playLabel : undefined}
      />
      {paytableOpen ? <SlotPaytable config={config} lineStake={lineStake} money={money} onClose={() => setPaytableOpen(false)} /> : null}
    </GameShell>
  );
}

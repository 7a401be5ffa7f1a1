'use client';

import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { landingTape, loopTape, reelWindow, type ReelTape } from './reel-tapes';
import type { SlotTiming } from './slot-timing';
import styles from './slot-cabinet.module.css';

export type ReelPhase = 'idle' | 'spinning' | 'landing';

interface SlotReelProps {
  strip: readonly string[];
  /** At rest and while landing: the stop shown / landed on; while spinning: where the spin began. */
  stop: number;
  rows: number;
  phase: ReelPhase;
  timing: SlotTiming;
  reduced: boolean;
  /** Rows of this reel that take part in the win being shown. */
  winRows: ReadonlySet<number>;
  /** True while a win is shown: the cells outside it step back. */
  dimOthers: boolean;
  renderSymbol: (id: string, visible: boolean) => ReactNode;
}

const LANDING_EASING = 'cubic-bezier(0.2, 0.85, 0.35, 1.06)';

function tapeFor(strip: readonly string[], stop: number, rows: number, phase: ReelPhase, reduced: boolean): ReelTape {
  if (phase === 'spinning' && !reduced) return loopTape(strip, stop, rows);
  if (phase === 'landing' && !reduced) return landingTape(strip, stop, rows);
  return { symbols: reelWindow(strip, stop, rows), from: 0, to: 0 };
}

/**
 * One reel: a window onto a tape of real strip cells, moved with the Web Animations API (a loop
 * while the server decides, then an eased landing on the outcome's stop). Under reduced motion
 * the reel only pulses and then shows its new cells.
 */
export function SlotReel({ strip, stop, rows, phase, timing, reduced, winRows, dimOthers, renderSymbol }: SlotReelProps) {
  const tapeRef = useRef<HTMLDivElement>(null);
  const tape = useMemo(() => tapeFor(strip, stop, rows, phase, reduced), [strip, stop, rows, phase, reduced]);

  // Before paint: the tape must not show its resting cells for a frame before it starts moving.
  useLayoutEffect(() => {
    const el = tapeRef.current;
    if (!el || typeof el.animate !== 'function' || phase === 'idle' || reduced) return;
    const frames = [{ transform: `translateY(${tape.from}%)` }, { transform: `translateY(${tape.to}%)` }];
    const animation =
      phase === 'spinning'
        ? el.animate(frames, { duration: strip.length * timing.loopCellMs, iterations: Infinity, easing: 'linear' })
        : el.animate(frames, { duration: timing.landMs, easing: LANDING_EASING, fill: 'forwards' });
    return () => animation.cancel();
  }, [tape, phase, reduced, strip.length, timing.loopCellMs, timing.landMs]);

  const moving = phase !== 'idle';
  const count = tape.symbols.length;
  return (
    <div className={`${styles.reel} ${moving ? styles.reelMoving : ''} ${moving && reduced ? styles.reelPulse : ''}`} data-testid="reel" data-phase={phase}>
      <div
        key={phase}
        ref={tapeRef}
        className={`${styles.tape} ${phase === 'spinning' && !reduced ? styles.tapeBlur : ''}`}
        style={{ height: `${(count / rows) * 100}%`, transform: `translateY(${phase === 'landing' ? tape.to : tape.from}%)` }}
      >
        {tape.symbols.map((id, index) => {
          const row = index;
          const atRest = phase === 'idle';
          const win = atRest && winRows.has(row);
          const cellClass = `${styles.cell} ${win ? styles.cellWin : ''} ${atRest && dimOthers && !win ? styles.cellDim : ''}`;
          return (
            <div key={index} className={cellClass} style={{ height: `${100 / count}%` }}>
              {renderSymbol(id, atRest)}
            </div>
          );
        })}
      </div>
    </div>
  );
}

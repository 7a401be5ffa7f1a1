'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * Counts from 0 to `target` over `durationMs` (ease-out), then calls onDone once. A duration of
 * 0 (reduced motion, or nothing to count) shows the target at once. One count per mount: give
 * the component that uses it a key per round.
 */
export function useCountUp(target: number, durationMs: number, onDone?: () => void): number {
  const [value, setValue] = useState(0);
  const done = useRef(onDone);

  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    if (durationMs <= 0 || typeof requestAnimationFrame !== 'function') {
      done.current?.();
      return;
    }
    let frame = 0;
    // Timed from the first frame's own timestamp: frame times can precede performance.now().
    let start: number | null = null;
    const tick = (now: number) => {
      start ??= now;
      const progress = Math.min(1, Math.max(0, (now - start) / durationMs));
      setValue(Math.round(target * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = requestAnimationFrame(tick);
      else done.current?.();
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs]);

  return durationMs > 0 ? value : target;
}

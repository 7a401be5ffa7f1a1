'use client';

import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 250;

const whole = (seconds: number) => Math.max(0, Math.ceil(seconds));

/**
 * The resend timer of a sent code (spec play-promos §4, §9: a new code only after 35 s).
 * It counts against a deadline rather than counting ticks, so a tab the browser throttled in
 * the background shows the right number when the player comes back. `initialSeconds` starts
 * it at once (the step before already sent a code).
 */
export function useResendCountdown(initialSeconds = 0): { secondsLeft: number; start: (seconds: number) => void } {
  const [secondsLeft, setSecondsLeft] = useState(() => whole(initialSeconds));
  // Each start is a new object, so starting again with the same number restarts the effect.
  const [run, setRun] = useState(() => ({ seconds: whole(initialSeconds) }));

  const start = useCallback((seconds: number) => {
    const next = whole(seconds);
    setSecondsLeft(next);
    setRun({ seconds: next });
  }, []);

  useEffect(() => {
    if (run.seconds === 0) return;
    const deadline = Date.now() + run.seconds * 1000;
    const timer = window.setInterval(() => {
      const rest = whole((deadline - Date.now()) / 1000);
      setSecondsLeft(rest);
      if (rest === 0) window.clearInterval(timer);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [run]);

  return { secondsLeft, start };
}

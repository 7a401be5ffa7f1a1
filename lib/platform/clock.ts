import 'server-only';
import { processState } from '@/lib/platform/process-state';
/**
 * The application clock. Rules about time (code expiry, resend intervals, token lifetimes,
 * throttle windows) read it instead of Date.now(), and the database rows they compare are
 * written from it, so tests can move time forward without waiting. Production never moves it.
 */
const clock = processState('clock', () => ({ offsetMs: 0 }));

export function now(): Date {
  return new Date(Date.now() + clock.offsetMs);
}

/** Tests only: moves the clock forward (or back) by `ms`. */
export function advanceClock(ms: number): void {
  clock.offsetMs += ms;
}

/** Tests only: back to real time. */
export function resetClock(): void {
  clock.offsetMs = 0;
}

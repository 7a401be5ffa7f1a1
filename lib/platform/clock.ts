import 'server-only';
/**
 * The application clock. Rules about time (code expiry, resend intervals, token lifetimes,
 * throttle windows) read it instead of Date.now(), and the database rows they compare are
 * written from it, so tests can move time forward without waiting. Production never moves it.
 */
const holder = globalThis as typeof globalThis & { __croupierClockOffsetMs?: number };

export function now(): Date {
  return new Date(Date.now() + (holder.__croupierClockOffsetMs ?? 0));
}

/** Tests only: moves the clock forward (or back) by `ms`. */
export function advanceClock(ms: number): void {
  holder.__croupierClockOffsetMs = (holder.__croupierClockOffsetMs ?? 0) + ms;
}

/** Tests only: back to real time. */
export function resetClock(): void {
  holder.__croupierClockOffsetMs = 0;
}

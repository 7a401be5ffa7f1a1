/**
 * Player protection (beyond the spec: what licensed operators must offer): deposit
 * limits the player sets, the reality check, time-out and self-exclusion. The rules and shapes
 * both sides share (the bodies' schemas: validation/protection-forms.ts); the server is
 * lib/platform/protection, the calls /json-api/protection/*.
 */

/** Rolling windows, not calendar ones: a limit cannot be doubled around midnight or a month's turn. */
export const DEPOSIT_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];

const HOUR_MS = 3_600_000;
export const DEPOSIT_LIMIT_WINDOW_MS: Readonly<Record<DepositLimitPeriod, number>> = {
  day: 24 * HOUR_MS,
  week: 7 * 24 * HOUR_MS,
  month: 30 * 24 * HOUR_MS,
};

/** An increase or a removal waits this long (a decrease applies at once). */
export const LIMIT_INCREASE_DELAY_MS = 24 * HOUR_MS;

/** The reality check's intervals in minutes; 0 = off. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60, 120] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

export const TIME_OUT_PERIODS = ['24h', '7d', '30d'] as const;
export type TimeOutPeriod = (typeof TIME_OUT_PERIODS)[number];
export const SELF_EXCLUSION_PERIODS = ['6m', 'permanent'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];

export type ExclusionKind = 'time_out' | 'self_exclusion';

/** The end of an exclusion taken at `at`; null = permanent. Six months are calendar months (UTC). */
export function exclusionEnd(period: TimeOutPeriod | SelfExclusionPeriod, at: Date): Date | null {
  switch (period) {
    case '24h':
      return new Date(at.getTime() + 24 * HOUR_MS);
    case '7d':
      return new Date(at.getTime() + 7 * 24 * HOUR_MS);
    case '30d':
      return new Date(at.getTime() + 30 * 24 * HOUR_MS);
    case '6m': {
      const end = new Date(at);
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end;
    }
    case 'permanent':
      return null;
  }
}

/** Refusals of the protection calls and of what protection blocks (texts in messages `protection.errors`). */
export const PROTECTION_ERROR_CODES = [
  /** A deposit above the player's own limit (400, field amount; details `period`, `limit`, `remaining`). */
  'player_deposit_limit_exceeded',
  /** Login or deposit during a time-out (403; details `until`). */
  'account_timed_out',
  /** Login or deposit during a self-exclusion (403; details `until`, null when permanent). */
  'account_self_excluded',
  /** A time-out or self-exclusion that would end before the one running (409; details `until`). */
  'exclusion_cannot_shorten',
  /** A limit body that changes nothing (400). */
  'limits_required',
] as const;
export type ProtectionErrorCode = (typeof PROTECTION_ERROR_CODES)[number];

export function isProtectionErrorCode(value: unknown): value is ProtectionErrorCode {
  return typeof value === 'string' && (PROTECTION_ERROR_CODES as readonly string[]).includes(value);
}

export interface DepositLimitDto {
  period: DepositLimitPeriod;
  /** The limit in force, minor units of the player's currency; null = none. */
  amount: number | null;
  /** A waiting increase or removal: `amount` null = removal, `effective_at` ISO. */
  pending: { amount: number | null; effective_at: string } | null;
  /** Deposited in the rolling window so far (paid and still payable), minor units. */
  used: number;
}

export interface ExclusionDto {
  kind: ExclusionKind;
  /** ISO; null = permanent. */
  until: string | null;
  since: string;
}

export interface ProtectionDto {
  currency: string;
  deposit_limits: DepositLimitDto[];
  reality_check_minutes: RealityCheckMinutes;
  /** The running time-out or self-exclusion (never seen by the player: they are logged out; API clients and tests). */
  exclusion: ExclusionDto | null;
}

/** PUT …/deposit-limits: the periods named change (null removes); the others stay. */
export type DepositLimitsInput = Partial<Record<DepositLimitPeriod, number | null>>;

/** What the reality check shows: the real-money rounds since the game opened. */
export interface PlaySummaryDto {
  currency: string;
  stakes: number;
  wins: number;
  /** wins − stakes. */
  net: number;
  rounds: number;
}

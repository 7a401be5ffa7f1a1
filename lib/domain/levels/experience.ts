/**
 * Loyalty rates. Experience comes from real-money stakes: one point per this many minor
 * units staked, per currency — one point per rouble, and about the same worth elsewhere (a cent of
 * a euro or a dollar is about a rouble; 40 kopiyky; 5 tenge). A currency missing here earns at the
 * rouble's rate per minor unit.
 */
export const XP_STAKE_PER_POINT: Readonly<Record<string, number>> = { RUB: 100, EUR: 1, USD: 1, CAD: 1, UAH: 40, KZT: 500 };

/** Progress is counted in thousandths of a point, so small stakes in any currency add up exactly enough. */
export const XP_MILLIS_PER_POINT = 1000;

export function xpMillisOfStake(stakeMinor: number, currency: string): number {
  const rate = XP_STAKE_PER_POINT[currency] ?? XP_STAKE_PER_POINT.RUB!;
  return Math.floor((stakeMinor * XP_MILLIS_PER_POINT) / rate);
}

export function experienceOf(xpMillis: number, xpBonus: number): number {
  return Math.floor(xpMillis / XP_MILLIS_PER_POINT) + xpBonus;
}

export interface LevelStep {
  index: number;
  pointsRequired: number;
}

/** The highest level whose points the experience reaches (levels sorted or not); 1 when none. */
export function levelForExperience(levels: readonly LevelStep[], experience: number): number {
  let reached = 1;
  for (const level of levels) if (level.pointsRequired <= experience && level.index > reached) reached = level.index;
  return reached;
}

/** Progress from the current level to the next, 0-100 (100 at the top level). */
export function progressToNext(levels: readonly LevelStep[], experience: number): { level: number; next: LevelStep | null; percent: number } {
  const sorted = [...levels].sort((a, b) => a.index - b.index);
  const level = levelForExperience(sorted, experience);
  const current = sorted.find((l) => l.index === level)?.pointsRequired ?? 0;
  const next = sorted.find((l) => l.index > level) ?? null;
  if (!next) return { level, next: null, percent: 100 };
  const span = next.pointsRequired - current;
  return { level, next, percent: span <= 0 ? 100 : Math.min(99, Math.floor(((experience - current) * 100) / span)) };
}

/** Spec §3 user level `bonus_availability_level`: bonuses are offered from this level on (all levels). */
export const BONUS_AVAILABILITY_LEVEL = 1;

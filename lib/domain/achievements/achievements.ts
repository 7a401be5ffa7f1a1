import type { LocalizedText } from '../locales';

/**
 * Achievements (spec platform §3 "User achievement", §4 "Achievements", §9 "nearest
 * achievements up to 6"): seeded goals a player reaches by real actions, each with progress
 * 0–100 and, once complete, a gift (reason `achievement`). Shared by the server that counts them
 * and the browser that shows them.
 */

/**
 * What drives an achievement; `target` means, by kind: `first_deposit` paid deposits,
 * `real_rounds` rounds played for real money, `big_win` the multiple of the stake one win must
 * reach (all or nothing), `providers` different providers whose games were run for real money,
 * `verified_phone` / `verified_email` 1, `level` the level to reach.
 */
export const ACHIEVEMENT_KINDS = ['first_deposit', 'real_rounds', 'big_win', 'providers', 'verified_phone', 'verified_email', 'level'] as const;
export type AchievementKind = (typeof ACHIEVEMENT_KINDS)[number];

/** Spec §9: "nearest achievements up to 6". */
export const NEAREST_ACHIEVEMENTS_LIMIT = 6;

/** A player's achievement as GET /json-api/user-achievements answers it (spec §3 fields first). */
export interface UserAchievementDto {
  /** The achievement's id (the `achievementId` of the live `achievement_progress` event). */
  id: number;
  /** The achievement's stable code (`real_rounds_100` …): what the player does to earn it. */
  actionId: string;
  /** 0–100. */
  progress: number;
  isCompleted: boolean;
  title: string;
  description: string;
  image: string;
  /** The gift it grants when completed (its title in the caller's language), or null. */
  reward: { title: string } | null;
  /** When it was completed (ISO), or null. */
  completedAt: string | null;
}

/**
 * Whole percent of `count` towards `target`, 0–100. A level counts from level 1, where every
 * player starts: reaching level 5 of 5 is 100 %, level 3 is 50 %, level 1 is 0 %.
 */
export function achievementPercent(kind: AchievementKind, count: number, target: number): number {
  // One win is either big enough or not: `count` is the win's multiple of its stake.
  if (kind === 'big_win') return count >= target ? 100 : 0;
  const [done, of] = kind === 'level' ? [count - 1, target - 1] : [count, target];
  if (of <= 0) return done >= 0 ? 100 : 0;
  return Math.max(0, Math.min(100, Math.floor((done * 100) / of)));
}

/** Spec §4 "nearest in progress": progress above 0 and below 100, by progress descending, at most 6. */
export function nearestAchievements<T extends { progress: number }>(list: readonly T[]): T[] {
  return list
    .filter((a) => a.progress > 0 && a.progress < 100)
    .sort((a, b) => b.progress - a.progress)
    .slice(0, NEAREST_ACHIEVEMENTS_LIMIT);
}

/** The seed's shape of an achievement (lib/platform/seed/achievements.ts). */
export interface AchievementSeed {
  slug: string;
  title: LocalizedText;
  description: LocalizedText;
  kind: AchievementKind;
  target: number;
}

/** A live `achievement_progress` payload, checked field by field (the socket is a way in like any other). */
export function isAchievementProgress(value: unknown): value is { achievementId: number; progress: number; isCompleted: boolean } {
  if (typeof value !== 'object' || value === null) return false;
  const { achievementId, progress, isCompleted } = value as Record<string, unknown>;
  return Number.isSafeInteger(achievementId) && Number.isInteger(progress) && (progress as number) >= 0 && (progress as number) <= 100 && typeof isCompleted === 'boolean';
}

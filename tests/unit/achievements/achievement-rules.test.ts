/**
 * @jest-environment node
 */
import { achievementPercent, isAchievementProgress, nearestAchievements, NEAREST_ACHIEVEMENTS_LIMIT } from '@/lib/domain/achievements/achievements';

describe('nearest achievements (spec §4, §9)', () => {
  it('keeps progress above 0 and below 100, by progress descending, at most 6', () => {
    const list = [0, 100, 5, 99, 40, 1, 60, 75, 20, 100, 0, 50].map((progress, id) => ({ id, progress }));
    const nearest = nearestAchievements(list);
    expect(NEAREST_ACHIEVEMENTS_LIMIT).toBe(6);
    expect(nearest.map((a) => a.progress)).toEqual([99, 75, 60, 50, 40, 20]);
    expect(list).toHaveLength(12);
  });

  it('is empty when nothing is under way, and keeps fewer than 6 as they are', () => {
    expect(nearestAchievements([{ progress: 0 }, { progress: 100 }])).toEqual([]);
    expect(nearestAchievements([{ progress: 10 }, { progress: 30 }]).map((a) => a.progress)).toEqual([30, 10]);
  });
});

describe('achievement progress', () => {
  it('is whole percent of the target, capped at 100', () => {
    expect(achievementPercent('real_rounds', 1, 100)).toBe(1);
    expect(achievementPercent('real_rounds', 3, 10)).toBe(30);
    expect(achievementPercent('real_rounds', 2, 3)).toBe(66);
    expect(achievementPercent('real_rounds', 250, 100)).toBe(100);
    expect(achievementPercent('first_deposit', 1, 1)).toBe(100);
  });

  it('counts a level from level 1, and a big win all or nothing', () => {
    expect(achievementPercent('level', 1, 5)).toBe(0);
    expect(achievementPercent('level', 3, 5)).toBe(50);
    expect(achievementPercent('level', 5, 5)).toBe(100);
    expect(achievementPercent('big_win', 9, 10)).toBe(0);
    expect(achievementPercent('big_win', 19, 10)).toBe(100);
  });

  it('checks a live event field by field', () => {
    expect(isAchievementProgress({ achievementId: 3, progress: 40, isCompleted: false })).toBe(true);
    expect(isAchievementProgress({ achievementId: 3, progress: 140, isCompleted: false })).toBe(false);
    expect(isAchievementProgress({ achievementId: '3', progress: 40, isCompleted: false })).toBe(false);
    expect(isAchievementProgress(null)).toBe(false);
  });
});

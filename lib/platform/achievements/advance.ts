import 'server-only';
import { sql } from 'drizzle-orm';
import { achievementPercent } from '@/lib/domain/achievements/achievements';
import type { GiftSpec } from '@/lib/domain/gifts/gifts';
import type { NoticeData } from '@/lib/domain/notifications/notices';
import type { LocalizedText } from '@/lib/domain/locales';
import { now } from '@/lib/platform/clock';
import { queryRows } from '@/lib/platform/db/driver-query';
import type { Executor } from '@/lib/platform/db/executor';
import { userAchievements } from '@/lib/platform/db/schema';
import { grantGift, type GrantedGift } from '@/lib/platform/gifts/grant-gift';
import { addNotice } from '@/lib/platform/notifications/notices';
import type { AchievementRow } from './catalogue';

/** An achievement whose progress moved, to announce after the commit (announce.ts). */
export interface AchievementChange {
  userId: number;
  achievementId: number;
  progress: number;
  isCompleted: boolean;
  /** Its gift, when this change completed it (null when it grants none or was granted before). */
  granted: GrantedGift | null;
  notice: NoticeData | null;
}

/**
 * Moves the player's progress on `list` to what `count` makes of each, in the caller's
 * transaction. One upsert for the whole list, guarded by `progress < new`: progress only rises,
 * a repeated or late count writes nothing, and of two transactions at once that both reach 100
 * one updates the row (PostgreSQL re-checks the guard on the row the first committed) — so an
 * achievement completes once. The completing change grants its gift (reason `achievement`) and
 * adds the `achievement_completed` notice, both under keys of the fact.
 */
export async function advanceAchievements(tx: Executor, userId: number, list: readonly AchievementRow[], count: number): Promise<AchievementChange[]> {
  const moves = list.map((a) => ({ achievement: a, progress: achievementPercent(a.kind, count, a.target) })).filter((m) => m.progress > 0);
  if (moves.length === 0) return [];
  const at = now().toISOString();
  const values = sql.join(
    moves.map((m) => sql`(${userId}, ${m.achievement.id}, ${m.progress}, ${count}, ${m.progress >= 100 ? at : null}::timestamptz, ${at}::timestamptz)`),
    sql`, `,
  );
  const rows = await queryRows<{ achievement_id: number; progress: number }>(
    tx,
    sql`insert into ${userAchievements} as u (user_id, achievement_id, progress, counter, completed_at, updated_at) values ${values}
      on conflict (user_id, achievement_id) do update
        set progress = excluded.progress, counter = excluded.counter, completed_at = excluded.completed_at, updated_at = excluded.updated_at
        where u.progress < excluded.progress
      returning u.achievement_id, u.progress`,
  );
  const changes: AchievementChange[] = [];
  for (const row of rows) {
    const achievement = moves.find((m) => m.achievement.id === row.achievement_id)?.achievement;
    if (!achievement) continue;
    changes.push(row.progress >= 100 ? await complete(tx, userId, achievement) : { userId, achievementId: achievement.id, progress: row.progress, isCompleted: false, granted: null, notice: null });
  }
  return changes;
}

/** The change that completed an achievement: its gift and its notice, once each. */
async function complete(tx: Executor, userId: number, achievement: AchievementRow): Promise<AchievementChange> {
  const spec = achievement.gift as GiftSpec | null;
  const granted = spec ? await grantGift(tx, { userId, reason: 'achievement', key: `achievement:${achievement.id}:${userId}`, spec }) : null;
  const notice = await addNotice(tx, {
    userId,
    kind: 'achievement_completed',
    params: { title: achievement.title as LocalizedText },
    link: '/profile/achievements',
    key: `achievement_completed:${achievement.id}:${userId}`,
  });
  return { userId, achievementId: achievement.id, progress: 100, isCompleted: true, granted, notice };
}

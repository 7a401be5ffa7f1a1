import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { achievementPercent, type AchievementKind } from '@/lib/domain/achievements/achievements';
import { queryRows } from '@/lib/platform/db/driver-query';
import type { Executor } from '@/lib/platform/db/executor';
import { achievementProviders, playerProgress, treasuryDeposits, userAchievements, userContacts } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { advanceAchievements, type AchievementChange } from './advance';
import { announceAchievements } from './announce';
import { achievementCatalogue, type AchievementRow } from './catalogue';

/**
 * The achievements back-fill: players whose facts passed a goal before achievements
 * existed (or before a goal was added) get the progress and completion those facts make — with the
 * gift and the notice, once. The live path moves a goal only when its fact happens, so without
 * this a player with 150 rounds played before would see the 100-rounds goal stuck at 99 % for good.
 *
 * Run once per start (server.ts, after the seed). It is idempotent rather than flagged: each goal is
 * one query over the players whose fact gives more than they have and who have not completed it,
 * so once done a start finds nobody and writes nothing. Each player moves in a transaction of their
 * own through advanceAchievements, the same guarded upsert as the live path (progress only rises;
 * of two instances at once one completes the row and the other's guard writes nothing), and the
 * gift and notice carry the completion's keys — so two instances starting together, a restart in
 * the middle, or a live fact at the same moment never grant twice.
 *
 * The facts, as the live path counts them: paid cashbox deposits, the real-money rounds counter,
 * the level, verified contacts, and the providers recorded in `achievement_providers` (by the
 * rounds since achievement-events.ts records them; migration 0031 filled them from the rounds
 * played before, reading those once rather than at every start). Not back-filled: `big_win` — it would read every
 * round ever played, and one lucky round is not a count the player can see stuck.
 */

/** One row per player who has the fact, with its count (a CTE-free subquery on (user_id, n)). */
function factsOf(kind: AchievementKind): SQL | null {
  switch (kind) {
    case 'first_deposit':
      return sql`select ${treasuryDeposits.userId} as user_id, count(*)::int as n from ${treasuryDeposits} where ${treasuryDeposits.status} = 'paid' group by ${treasuryDeposits.userId}`;
    case 'real_rounds':
      return sql`select ${playerProgress.userId} as user_id, ${playerProgress.rounds} as n from ${playerProgress} where ${playerProgress.rounds} > 0`;
    case 'level':
      return sql`select ${playerProgress.userId} as user_id, ${playerProgress.level} as n from ${playerProgress} where ${playerProgress.level} > 1`;
    case 'verified_phone':
    case 'verified_email': {
      const type = kind === 'verified_phone' ? 'phone' : 'email';
      return sql`select distinct ${userContacts.userId} as user_id, 1 as n from ${userContacts} where ${userContacts.type} = ${type} and ${userContacts.isVerified}`;
    }
    case 'providers':
      return sql`select ${achievementProviders.userId} as user_id, count(*)::int as n from ${achievementProviders} group by ${achievementProviders.userId}`;
    case 'big_win':
      return null;
  }
}

interface Candidate {
  user_id: number;
  n: number;
  stored: number;
}

/** The players `goal`'s facts move further than their stored, uncompleted progress. */
async function candidatesOf(db: Executor, goal: AchievementRow, facts: SQL): Promise<Candidate[]> {
  const rows = await queryRows<Candidate>(
    db,
    sql`select f.user_id, f.n, coalesce(u.progress, 0) as stored from (${facts}) f
      left join ${userAchievements} u on u.user_id = f.user_id and u.achievement_id = ${goal.id}
      where u.completed_at is null`,
  );
  return rows
    .map((row) => ({ user_id: Number(row.user_id), n: Number(row.n), stored: Number(row.stored) }))
    .filter((row) => {
      const progress = achievementPercent(goal.kind, row.n, goal.target);
      // A rounds goal stores nothing before its completion (it is read from the rounds counter).
      if (goal.kind === 'real_rounds') return progress >= 100;
      return progress > row.stored;
    });
}

/** What each player is owed: per player, per fact kind, the count and the goals it moves. */
type Owed = Map<number, Map<AchievementKind, { n: number; goals: AchievementRow[] }>>;

/** Back-fills every player; answers how many players moved (0 once done). */
export async function backfillAchievements(db: Executor): Promise<number> {
  const catalogue = await achievementCatalogue(db);
  const owed: Owed = new Map();
  for (const goal of catalogue) {
    const facts = factsOf(goal.kind);
    if (!facts) continue;
    for (const { user_id: userId, n } of await candidatesOf(db, goal, facts)) {
      const kinds = owed.get(userId) ?? new Map();
      const entry = kinds.get(goal.kind) ?? { n, goals: [] };
      entry.goals.push(goal);
      kinds.set(goal.kind, entry);
      owed.set(userId, kinds);
    }
  }
  for (const [userId, kinds] of owed) {
    const changes = await inTransaction(db, async (tx) => {
      const all: AchievementChange[] = [];
      for (const { n, goals } of kinds.values()) all.push(...(await advanceAchievements(tx, userId, goals, n)));
      return all;
    });
    await announceAchievements(db, changes);
  }
  return owed.size;
}

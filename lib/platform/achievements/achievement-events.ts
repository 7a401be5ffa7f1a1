import 'server-only';
import { processState } from '@/lib/platform/process-state';
import { count, eq } from 'drizzle-orm';
import { achievementPercent } from '@/lib/domain/achievements/achievements';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { achievementProviders } from '@/lib/platform/db/schema';
import { advanceAchievements, type AchievementChange } from './advance';
import { achievementsOfKind } from './catalogue';

/**
 * The facts that drive achievements, one call each, made by the room that owns the fact inside
 * the transaction that makes it true (so progress, gift and notice exist exactly when the fact
 * does). Each answers the changes to announce after that commit (announce.ts).
 */

/** Cashbox: a deposit was paid (deposit-completion.ts, the winner of the guarded update). */
export async function achievementsOfDeposit(tx: Executor, userId: number): Promise<AchievementChange[]> {
  return advanceAchievements(tx, userId, await achievementsOfKind(tx, 'first_deposit'), 1);
}

/** Accounts: a contact was verified (markContactVerified, or a phone proven by its SMS code at registration). */
export async function achievementsOfVerifiedContact(tx: Executor, userId: number, type: 'phone' | 'email'): Promise<AchievementChange[]> {
  return advanceAchievements(tx, userId, await achievementsOfKind(tx, type === 'phone' ? 'verified_phone' : 'verified_email'), 1);
}

/**
 * The (player, provider) pairs this process knows are recorded in `achievement_providers`, so a
 * round of a provider the player already played runs no statement. A pair is remembered only once
 * a committed row is known (the insert found one), never from this transaction's own insert,
 * which a rollback would take back. Emptied when large: forgetting costs one insert per pair.
 */
const providersPlayed = processState('providers-played', () => new Set<string>());
const PROVIDERS_PLAYED_MAX = 200_000;

/**
 * Games: a real-money round with a stake was settled in a game of `producerId` (achievementsOfRound).
 * The first such round of a provider inserts its row, and only then the providers are counted.
 */
async function achievementsOfProviderRound(tx: Executor, userId: number, producerId: number): Promise<AchievementChange[]> {
  const key = `${userId}:${producerId}`;
  if (providersPlayed.has(key)) return [];
  const list = await achievementsOfKind(tx, 'providers');
  if (list.length === 0) return [];
  const [added] = await tx.insert(achievementProviders).values({ userId, producerId, createdAt: now() }).onConflictDoNothing().returning({ userId: achievementProviders.userId });
  if (!added) {
    if (providersPlayed.size >= PROVIDERS_PLAYED_MAX) providersPlayed.clear();
    providersPlayed.add(key);
    return [];
  }
  const [row] = await tx.select({ n: count() }).from(achievementProviders).where(eq(achievementProviders.userId, userId));
  return advanceAchievements(tx, userId, list, Number(row?.n ?? 0));
}

/** What a settled real-money round knows, from its own statement (round-record.ts) and its stake and win. */
export interface RoundFacts {
  /** Real-money rounds played, this one included (the progress CTE's `rounds`). */
  rounds: number;
  bet: number;
  win: number;
  /** The game's provider (null: not known, the providers goals do not move). */
  producerId: number | null;
  /** What the stake took in real money (not bonus money): the providers goals count only a round that staked some. */
  realStake: number;
}

/**
 * The live `achievement_progress` of a rounds goal moves in steps of this many percent (and on
 * its first move off 0, so the goal shows among the nearest at once): a 100-rounds goal would
 * otherwise publish on every one of a player's first 100 rounds, an event per round that the
 * round path pays for (the bench). GET user-achievements always answers the exact percent.
 */
export const LIVE_PROGRESS_STEP = 5;

function liveStepMoved(before: number, now: number): boolean {
  if (now === before) return false;
  return before === 0 || Math.floor(now / LIVE_PROGRESS_STEP) !== Math.floor(before / LIVE_PROGRESS_STEP);
}

/**
 * Games: a real-money round was settled. Decided from what the round already knows, with the
 * achievements read once per process (catalogue.ts), so an ordinary round runs no statement:
 * - rounds goals: the progress before completion is not stored — it is the round's own counter
 *   (`player_progress.rounds`, which the progress CTE returns and GET user-achievements reads) —
 *   so a round only reports the new percent for the live event (no write; in LIVE_PROGRESS_STEP
 *   steps), and writes one upsert on the round that reaches a target (the completion, with gift
 *   and notice);
 * - a win of at least a goal's multiple of the stake: one upsert (then a no-op once completed);
 * - the providers goals ("Explorer", spec text: games of N providers played for real money): the
 *   first round with a real-money stake in a game of a provider records the provider and counts
 *   them (an insert, and a count when it was new); later rounds of that provider run no statement
 *   (achievementsOfProviderRound). A game run without a bet, a demo round, a giftspin's free round
 *   (another path: free-spins.ts) or a round staked with bonus money alone counts nothing.
 * Level goals move in reachLevel (levels/levels-reached.ts), however the level was reached.
 */
export async function achievementsOfRound(tx: Executor, userId: number, round: RoundFacts): Promise<AchievementChange[]> {
  const changes: AchievementChange[] = [];
  for (const goal of await achievementsOfKind(tx, 'real_rounds')) {
    if (round.rounds > goal.target) continue;
    if (round.rounds === goal.target) {
      changes.push(...(await advanceAchievements(tx, userId, [goal], round.rounds)));
      continue;
    }
    const progress = achievementPercent(goal.kind, round.rounds, goal.target);
    if (liveStepMoved(achievementPercent(goal.kind, round.rounds - 1, goal.target), progress)) {
      changes.push({ userId, achievementId: goal.id, progress, isCompleted: false, granted: null, notice: null });
    }
  }
  if (round.realStake > 0 && round.producerId !== null) changes.push(...(await achievementsOfProviderRound(tx, userId, round.producerId)));
  if (round.bet > 0) {
    const multiple = Math.floor(round.win / round.bet);
    const wins = (await achievementsOfKind(tx, 'big_win')).filter((a) => multiple >= a.target);
    if (wins.length > 0) changes.push(...(await advanceAchievements(tx, userId, wins, multiple)));
  }
  return changes;
}

/** Rewards (reachLevel): the player reached `level`, by a round or an XP gift's activation. */
export async function achievementsOfLevel(tx: Executor, userId: number, level: number): Promise<AchievementChange[]> {
  return advanceAchievements(tx, userId, await achievementsOfKind(tx, 'level'), level);
}

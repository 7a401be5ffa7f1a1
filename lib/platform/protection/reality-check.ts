import 'server-only';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { PlaySummaryDto, RealityCheckMinutes } from '@/lib/domain/protection/protection';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { gameRounds, playerProtection } from '@/lib/platform/db/schema';

/**
 * The reality check: the player picks an interval (0 = off); the game frame reminds them every
 * so many minutes of play with the time played and the net result since the game opened
 * (components/game-frame/reality-check.tsx). The server keeps the interval and sums the rounds.
 */

export async function setRealityCheck(db: Executor, userId: number, minutes: RealityCheckMinutes): Promise<void> {
  const at = now();
  await db
    .insert(playerProtection)
    .values({ userId, realityCheckMinutes: minutes, updatedAt: at })
    .onConflictDoUpdate({ target: playerProtection.userId, set: { realityCheckMinutes: minutes, updatedAt: at } });
}

/** The longest look back a summary takes: a game left open for days is not one session. */
const MAX_SUMMARY_MS = 24 * 3_600_000;

/**
 * Real-money rounds of the player since `since` (the game frame's opening, clamped to the last
 * 24 h): stakes, wins and their difference. Free rounds of a giftspin staked the house's money
 * and count neither way.
 */
export async function playSummary(db: Executor, userId: number, currency: string, since: Date): Promise<PlaySummaryDto> {
  const from = new Date(Math.max(since.getTime(), now().getTime() - MAX_SUMMARY_MS));
  const [row] = await db
    .select({
      stakes: sql<number>`coalesce(sum(${gameRounds.bet}), 0)`.mapWith(Number),
      wins: sql<number>`coalesce(sum(${gameRounds.win}), 0)`.mapWith(Number),
      rounds: sql<number>`count(*)`.mapWith(Number),
    })
    .from(gameRounds)
    .where(and(eq(gameRounds.userId, userId), eq(gameRounds.mode, 'real'), isNull(gameRounds.giftId), gte(gameRounds.createdAt, from)));
  const stakes = row?.stakes ?? 0;
  const wins = row?.wins ?? 0;
  return { currency, stakes, wins, net: wins - stakes, rounds: row?.rounds ?? 0 };
}

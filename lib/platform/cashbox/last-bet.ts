import 'server-only';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { LastBetDto } from '@/lib/domain/cashbox/cashbox-types';
import type { Executor } from '@/lib/platform/db/executor';
import { gameRounds, games } from '@/lib/platform/db/schema';
import { seconds } from './cashbox-dtos';

/**
 * The player's last real-money bet (GET /json-api/treasury/user/last-bet): what the cashbox
 * shows next to the top-up form. Demo rounds stake play money and free rounds stake nothing, so
 * neither is a bet here. One row by the (user_id, created_at) index of game_rounds.
 */
export async function lastBet(db: Executor, userId: number): Promise<LastBetDto | null> {
  const [row] = await db
    .select({ amount: gameRounds.bet, currency: gameRounds.currency, createdAt: gameRounds.createdAt, slug: games.slug, name: games.name })
    .from(gameRounds)
    .leftJoin(games, eq(games.id, gameRounds.gameId))
    .where(and(eq(gameRounds.userId, userId), eq(gameRounds.mode, 'real'), gt(gameRounds.bet, 0)))
    .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
    .limit(1);
  if (!row) return null;
  return {
    amount: row.amount,
    currency: row.currency,
    game: row.slug !== null && row.name !== null ? { slug: row.slug, name: row.name } : null,
    created_at: seconds(row.createdAt),
  };
}

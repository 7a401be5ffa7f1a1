import 'server-only';
import { and, desc, eq, max } from 'drizzle-orm';
import type { GameDto } from '@/lib/domain/catalog/catalog-types';
import type { Locale } from '@/lib/domain/locales';
import { gameListColumns, gameProducers, toGameDto } from '@/lib/platform/catalog/games';
import type { Executor } from '@/lib/platform/db/executor';
import { gameSessions, games } from '@/lib/platform/db/schema';

/** How many games the recent list (and the lobby's recent row) shows. */
export const RECENT_GAMES_LIMIT = 12;

/**
 * GET /json-api/v2/games/recent: the games the player launched, the latest first, each once.
 * Launching counts (a game-run), not betting: a game opened for a look is "recent" to a player.
 * Games since switched off or removed are left out.
 */
export async function recentGames(db: Executor, userId: number, locale: Locale): Promise<GameDto[]> {
  const latest = db
    .select({ gameId: gameSessions.gameId, at: max(gameSessions.createdAt).as('at') })
    .from(gameSessions)
    .where(eq(gameSessions.userId, userId))
    .groupBy(gameSessions.gameId)
    .as('latest');
  const rows = await db
    .select(gameListColumns)
    .from(latest)
    .innerJoin(games, eq(games.id, latest.gameId))
    .innerJoin(gameProducers, eq(gameProducers.id, games.producerId))
    .where(and(eq(games.active, true), eq(games.disabled, false)))
    .orderBy(desc(latest.at))
    .limit(RECENT_GAMES_LIMIT);
  return rows.map((row) => toGameDto(row, locale));
}

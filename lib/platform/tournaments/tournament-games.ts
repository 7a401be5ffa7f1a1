import 'server-only';
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { GamePage } from '@/lib/domain/catalog/catalog-types';
import type { Locale } from '@/lib/domain/locales';
import { isPrivateTournament } from '@/lib/domain/tournaments/tournaments';
import type { Executor } from '@/lib/platform/db/executor';
import { games, tournamentGames } from '@/lib/platform/db/schema';
import { gameListColumns, gameProducers, toGameDto } from '@/lib/platform/catalog/games';
import { tournamentRowOf } from './tournament-reads';
import { assertSeesTournament } from './visibility';

/**
 * Spec §7 GET /json-api/v2/tournaments/{slug}/games: the tournament's active games in the
 * operator's order, searched by name (case-insensitive substring, like the catalogue's search),
 * paged. Shaped by the catalogue's own game DTO, so the site's tiles show them as anywhere else.
 */
export interface TournamentGamesQuery {
  q?: string;
  page: number;
  limit: number;
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of a tournament's games. */
export interface TournamentGamePage extends GamePage {
  /** Every caller gets the same page (the tournament is not private): a shared cache may keep it. */
  shared: boolean;
}

/** 403 `tournament_blocked_for_user` for a caller who may not see the tournament's private parts (visibility.ts). */
export async function tournamentGameList(db: Executor, slug: string, query: TournamentGamesQuery, locale: Locale, viewerId: number | null): Promise<TournamentGamePage> {
  const row = await tournamentRowOf(db, slug);
  await assertSeesTournament(db, row, viewerId);
  const where: SQL[] = [eq(tournamentGames.tournamentId, row.id), eq(games.active, true)];
  if (query.q) where.push(ilike(games.name, likePattern(query.q)));
  const condition = and(...where);
  const [rows, totals] = await Promise.all([
    db
      .select(gameListColumns)
      .from(tournamentGames)
      .innerJoin(games, eq(games.id, tournamentGames.gameId))
      .innerJoin(gameProducers, eq(gameProducers.id, games.producerId))
      .where(condition)
      .orderBy(asc(tournamentGames.position), asc(games.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(tournamentGames).innerJoin(games, eq(games.id, tournamentGames.gameId)).where(condition),
  ]);
  return { items: rows.map((r) => toGameDto(r, locale)), page: query.page, limit: query.limit, totalItems: Number(totals[0]?.n ?? 0), shared: !isPrivateTournament(row.privacyType) };
}

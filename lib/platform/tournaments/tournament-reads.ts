import 'server-only';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/domain/locales';
import { TOURNAMENT_LIMITS, type TournamentDto } from '@/lib/domain/tournaments/tournaments';
import type { Executor } from '@/lib/platform/db/executor';
import { games, tournamentGames, tournamentMembers, tournaments } from '@/lib/platform/db/schema';
import { tournamentNotFound } from './errors';
import { blockedTournamentIds } from './visibility';
import { leadersOfTournaments, seriesLeaders, tournamentOpponents } from './standings';
import { compareTournaments, toTournamentDto, type TournamentRow, type ViewerMembership } from './tournament-dto';

/**
 * The read side of tournaments (spec §7 GET /json-api/v2/tournaments and /{slug}): the
 * list with each card's top winners, one tournament with its table and the player's opponents.
 * Ranking always comes from standings.ts. `viewerId` null is a guest: every personal field false
 * or empty. A tournament blocked for the caller (visibility.ts) answers its card alone. Everything is read from the executor given, so a join's answer (tcore) can read it
 * inside its own transaction.
 */

export interface TournamentListQuery {
  seriesId?: number;
  viewerId?: number | null;
  locale: Locale;
  now: Date;
}

/** The player's rows of the given tournaments: tournamentId → membership. */
async function memberships(db: Executor, viewerId: number | null | undefined, ids: readonly number[]): Promise<Map<number, ViewerMembership>> {
  if (!viewerId || ids.length === 0) return new Map();
  const rows = await db
    .select({ tournamentId: tournamentMembers.tournamentId, chosen: tournamentMembers.chosen })
    .from(tournamentMembers)
    .where(and(eq(tournamentMembers.userId, viewerId), inArray(tournamentMembers.tournamentId, [...ids])));
  return new Map(rows.map((r) => [r.tournamentId, { chosen: r.chosen }]));
}

/** How many active games each tournament plays (spec §3 numberOfGames). */
async function gameCounts(db: Executor, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ tournamentId: tournamentGames.tournamentId, n: count() })
    .from(tournamentGames)
    .innerJoin(games, eq(games.id, tournamentGames.gameId))
    .where(and(inArray(tournamentGames.tournamentId, [...ids]), eq(games.active, true)))
    .groupBy(tournamentGames.tournamentId);
  return new Map(rows.map((r) => [r.tournamentId, Number(r.n)]));
}

/** Series whose top (TOURNAMENT_LIMITS.top) holds the player (the card's crown). */
async function seriesLedBy(db: Executor, viewerId: number | null | undefined, seriesIds: readonly number[]): Promise<Set<number>> {
  const led = new Set<number>();
  if (!viewerId) return led;
  await Promise.all(
    [...new Set(seriesIds)].map(async (id) => {
      const top = await seriesLeaders(db, id, TOURNAMENT_LIMITS.top, viewerId);
      if (top.some((l) => l.isItsMe)) led.add(id);
    }),
  );
  return led;
}

interface ShapeOptions {
  viewerId: number | null;
  locale: Locale;
  now: Date;
  /** Rows of the table: the card's top winners in a list, the whole table on the page. */
  leaders: number;
  withOpponents: boolean;
}

async function shape(db: Executor, rows: readonly TournamentRow[], options: ShapeOptions): Promise<TournamentDto[]> {
  // What the caller may not see is never read: no table of a tournament blocked for them (visibility.ts).
  const blocked = await blockedTournamentIds(db, rows, options.viewerId);
  const ids = rows.map((r) => r.id);
  const [mine, counts, led, leadersOf] = await Promise.all([
    memberships(db, options.viewerId, ids),
    gameCounts(db, ids),
    seriesLedBy(
      db,
      options.viewerId,
      rows.flatMap((r) => (r.seriesId === null ? [] : [r.seriesId])),
    ),
    leadersOfTournaments(
      db,
      ids.filter((id) => !blocked.has(id)),
      options.leaders,
      options.viewerId,
    ),
  ]);
  return Promise.all(
    rows.map(async (row) => {
      const membership = mine.get(row.id) ?? null;
      const isBlockedForUser = blocked.has(row.id);
      const leaders = leadersOf.get(row.id) ?? [];
      const opponents = options.withOpponents && membership && options.viewerId && !isBlockedForUser ? await tournamentOpponents(db, row.id, options.viewerId) : [];
      return toTournamentDto({
        row,
        locale: options.locale,
        now: options.now,
        numberOfGames: counts.get(row.id) ?? 0,
        leaders,
        opponents,
        membership,
        isSeriesLeader: row.seriesId !== null && led.has(row.seriesId),
        isBlockedForUser,
      });
    }),
  );
}

/** Spec §7 GET /json-api/v2/tournaments: every tournament (or a series' ones), active → future → past. */
export async function tournamentList(db: Executor, query: TournamentListQuery): Promise<TournamentDto[]> {
  const where: SQL | undefined = query.seriesId === undefined ? undefined : eq(tournaments.seriesId, query.seriesId);
  const rows = await db.select().from(tournaments).where(where);
  const list = await shape(db, rows, { viewerId: query.viewerId ?? null, locale: query.locale, now: query.now, leaders: TOURNAMENT_LIMITS.top, withOpponents: false });
  return list.sort((a, b) => compareTournaments(a, b, query.now));
}

export async function tournamentRowOf(db: Executor, slug: string): Promise<TournamentRow> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.slug, slug)).limit(1);
  if (!row) throw tournamentNotFound();
  return row;
}

/** Spec §7 GET /json-api/v2/tournaments/{slug}: the table (TOURNAMENT_LIMITS.table rows) and, for a member, the opponents. */
export async function tournamentOf(db: Executor, slug: string, viewerId: number | null, locale: Locale, now: Date): Promise<TournamentDto> {
  const row = await tournamentRowOf(db, slug);
  const [dto] = await shape(db, [row], { viewerId, locale, now, leaders: TOURNAMENT_LIMITS.table, withOpponents: true });
  return dto!;
}

/** Every slug (the sitemap). */
export async function tournamentSlugs(db: Executor): Promise<string[]> {
  const rows = await db.select({ slug: tournaments.slug }).from(tournaments).orderBy(asc(tournaments.id));
  return rows.map((r) => r.slug);
}

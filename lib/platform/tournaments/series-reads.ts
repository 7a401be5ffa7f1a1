import 'server-only';
import { asc, desc, eq } from 'drizzle-orm';
import { pickText, type Locale } from '@/lib/domain/locales';
import { TOURNAMENT_LIMITS, type EventStatus, type TournamentSeriesDto } from '@/lib/domain/tournaments/tournaments';
import type { Executor } from '@/lib/platform/db/executor';
import { tournamentSeries } from '@/lib/platform/db/schema';
import { tournamentNotFound } from './errors';
import { seriesLeaders, seriesOpponents } from './standings';
import { mechanicDto, prizesDto } from './tournament-dto';
import { tournamentList } from './tournament-reads';
import { blockedSeriesIds } from './visibility';

/**
 * Spec §7 GET /json-api/tournament-series and /{slug}: a series with its standings (members'
 * scores summed over its tournaments, standings.ts), the player's opponents, and its tournaments
 * in list order. A series runs from its first tournament's start to its last one's end; it is
 * past once its prizes were paid (`finishedAt`, the claim) or its last tournament ended.
 */
type SeriesRow = typeof tournamentSeries.$inferSelect;

export interface SeriesReadOptions {
  viewerId: number | null;
  locale: Locale;
  now: Date;
}

function seriesStatus(row: SeriesRow, startAt: Date, endAt: Date, now: Date): EventStatus {
  if (row.finishedAt !== null || endAt.getTime() <= now.getTime()) return 'past';
  return startAt.getTime() > now.getTime() ? 'future' : 'active';
}

async function shapeSeries(db: Executor, row: SeriesRow, options: SeriesReadOptions): Promise<TournamentSeriesDto> {
  const { viewerId, locale, now } = options;
  // Its standings sum the scores of every tournament of the series, a private one's too (visibility.ts).
  const isBlockedForUser = (await blockedSeriesIds(db, [row.id], viewerId)).has(row.id);
  const [legs, leaders, opponents] = await Promise.all([
    tournamentList(db, { seriesId: row.id, viewerId, locale, now }),
    isBlockedForUser ? Promise.resolve([]) : seriesLeaders(db, row.id, TOURNAMENT_LIMITS.table, viewerId),
    viewerId && !isBlockedForUser ? seriesOpponents(db, row.id, viewerId) : Promise.resolve([]),
  ]);
  const starts = legs.map((t) => Date.parse(t.startAt));
  const ends = legs.map((t) => Date.parse(t.endAt));
  const startAt = new Date(starts.length ? Math.min(...starts) : now.getTime());
  const endAt = new Date(ends.length ? Math.max(...ends) : now.getTime());
  return {
    id: row.id,
    slug: row.slug,
    title: pickText(row.title, locale),
    description: pickText(row.description, locale),
    isPaid: row.isPaid,
    prizeDescription: pickText(row.prizeDescription, locale),
    prizes: prizesDto(row.prizes, locale),
    leaders,
    opponents,
    mechanic: mechanicDto(row.mechanic, locale),
    betRestriction: { min: row.betMin, max: row.betMax },
    imageDefault: { url: row.image },
    startAt: startAt.toISOString(),
    endAt: endAt.toISOString(),
    status: seriesStatus(row, startAt, endAt, now),
    tournaments: legs,
    isBlockedForUser,
  };
}

export async function seriesList(db: Executor, options: SeriesReadOptions): Promise<TournamentSeriesDto[]> {
  const rows = await db.select().from(tournamentSeries).orderBy(desc(tournamentSeries.sortPriority), asc(tournamentSeries.id));
  return Promise.all(rows.map((row) => shapeSeries(db, row, options)));
}

export async function seriesOf(db: Executor, slug: string, options: SeriesReadOptions): Promise<TournamentSeriesDto> {
  const [row] = await db.select().from(tournamentSeries).where(eq(tournamentSeries.slug, slug)).limit(1);
  if (!row) throw tournamentNotFound();
  return shapeSeries(db, row, options);
}

/** A tournament's series, for its page's series block (null for a primary tournament). */
export async function seriesOfTournament(db: Executor, seriesId: number | null, options: SeriesReadOptions): Promise<TournamentSeriesDto | null> {
  if (seriesId === null) return null;
  const [row] = await db.select().from(tournamentSeries).where(eq(tournamentSeries.id, seriesId)).limit(1);
  return row ? shapeSeries(db, row, options) : null;
}

/** Every series slug (the sitemap). */
export async function seriesSlugs(db: Executor): Promise<string[]> {
  const rows = await db.select({ slug: tournamentSeries.slug }).from(tournamentSeries).orderBy(asc(tournamentSeries.id));
  return rows.map((r) => r.slug);
}


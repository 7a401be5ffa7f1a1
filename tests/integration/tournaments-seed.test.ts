import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { TOURNAMENT_MECHANICS, TOURNAMENT_PRIVACY } from '@/lib/domain/tournaments/tournaments';
import { tournamentGames, tournamentMembers, tournamentSeries, tournaments } from '@/lib/platform/db/schema';
import { ensureTournaments } from '@/lib/platform/seed/tournaments';
import { finalStandings, seriesLeaders, tournamentLeaders, tournamentOpponents } from '@/lib/platform/tournaments/standings';
import { withSeededDb } from './helpers/test-db';

/**
 * The seeded tournaments: every privacy type and mechanic, past, active and future,
 * a series with free and paid legs, tables with rivals; ranking by score, then who got there first.
 */
let db: Db;

withSeededDb((opened) => (db = opened));

const bySlug = async (slug: string) => (await db.select().from(tournaments).where(eq(tournaments.slug, slug)))[0]!;

it('seeds every privacy type and mechanic, past, active and future tournaments, each with games', async () => {
  const rows = await db.select().from(tournaments);
  const now = Date.now();
  expect(new Set(rows.map((t) => t.privacyType))).toEqual(new Set(Object.values(TOURNAMENT_PRIVACY)));
  expect(new Set(rows.map((t) => t.mechanic))).toEqual(new Set(Object.values(TOURNAMENT_MECHANICS)));
  expect(rows.some((t) => t.endAt.getTime() < now && t.status === 'finished')).toBe(true);
  expect(rows.some((t) => t.startAt.getTime() <= now && t.endAt.getTime() > now)).toBe(true);
  expect(rows.some((t) => t.startAt.getTime() > now)).toBe(true);
  for (const t of rows) expect((await db.select().from(tournamentGames).where(eq(tournamentGames.tournamentId, t.id))).length).toBeGreaterThan(0);
  const [series] = await db.select().from(tournamentSeries);
  const legs = rows.filter((t) => t.seriesId === series!.id);
  expect(legs.length).toBeGreaterThanOrEqual(3);
  expect(legs.some((t) => t.compointPrice !== null)).toBe(true);
  expect(legs.some((t) => t.compointPrice === null)).toBe(true);
});

it('a second run adds nothing and resets nothing', async () => {
  const before = await db.select().from(tournamentMembers);
  const count = (await db.select().from(tournaments)).length;
  await db.update(tournamentMembers).set({ score: 1 }).where(eq(tournamentMembers.tournamentId, (await bySlug('weekly-race-1')).id));
  await ensureTournaments(db);
  expect(await db.select().from(tournaments)).toHaveLength(count);
  expect(await db.select().from(tournamentMembers)).toHaveLength(before.length);
  expect((await db.select().from(tournamentMembers).where(eq(tournamentMembers.tournamentId, (await bySlug('weekly-race-1')).id))).every((m) => m.score === 1)).toBe(true);
});

it('ranks members by score, equal scores by who reached them first; opponents are the rows around the player', async () => {
  const t = await bySlug('autumn-classic');
  const leaders = await tournamentLeaders(db, t.id, 3);
  expect(leaders.map((l) => l.position)).toEqual([1, 2, 3]);
  expect(leaders[0]!.score).toBeGreaterThan(leaders[1]!.score);
  expect(leaders.every((l) => !l.isItsMe && l.username.length > 0)).toBe(true);
  const standings = await finalStandings(db, t.id);
  const second = standings[1]!;
  const around = await tournamentOpponents(db, t.id, second.userId);
  expect(around.map((o) => o.position)).toEqual([1, 2, 3]);
  expect(around.filter((o) => o.isItsMe).map((o) => o.userId)).toEqual([second.userId]);
  // A tie: the one who scored first ranks higher.
  await db.update(tournamentMembers).set({ score: standings[0]!.score }).where(eq(tournamentMembers.userId, second.userId));
  const tied = await tournamentLeaders(db, t.id, 2);
  expect(tied.map((l) => l.userId)).toEqual([standings[0]!.userId, second.userId]);
});

it('a series ranks its members by their scores summed over its tournaments', async () => {
  const [series] = await db.select().from(tournamentSeries);
  const leaders = await seriesLeaders(db, series!.id, 10);
  expect(leaders.length).toBeGreaterThan(0);
  for (let i = 1; i < leaders.length; i += 1) expect(leaders[i - 1]!.score).toBeGreaterThanOrEqual(leaders[i]!.score);
  expect(new Set(leaders.map((l) => l.userId)).size).toBe(leaders.length);
});

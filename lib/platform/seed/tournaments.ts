import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import { SCORE_MILLIS, TOURNAMENT_MECHANICS as M } from '@/lib/domain/tournaments/tournaments';
import type { Db } from '@/lib/platform/db/client';
import type { Executor } from '@/lib/platform/db/executor';
import { games, tournamentGames, tournamentMembers, tournamentSeries, tournaments, users } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { hashPassword } from '@/lib/platform/auth/password';
import type { BannerArt } from './banners';
import { RIVALS, RULES, rivalHash, TOURNAMENT_SEEDS, TOURNAMENT_SERIES, type TournamentSeed } from './tournament-seeds';
import { artUrl, bannerPath } from './urls';

/**
 * The seeded tournaments and series: every privacy type (open, closed, limited,
 * compoints) and mechanic (1–4), past, active and future ones, seat limits, bet restrictions,
 * the level-range and minimum-deposit rules, prizes of money and gifts, and one series of four
 * tournaments (free and paid). Dates are relative to the first start: active ones run for weeks so
 * a fresh install has something to join. Inserted once by slug (`on conflict do nothing`): an
 * operator's edits, members and scores are never reset.
 *
 * Past tournaments and some active ones come with "rivals": seeded players (no usable login) with
 * scores, so a fresh site shows tables, podiums and top winners.
 */

const DAY = 86_400_000;

/** The card and page pictures (drawn by the seed's art pipeline, art.ts). */
export const TOURNAMENT_ART: readonly BannerArt[] = [
  ...TOURNAMENT_SEEDS.map((t) => ({ key: `tournament-${t.slug}`, scene: 'tournament' as const, hue: t.hue, themes: [], width: 800, height: 400 })),
  ...TOURNAMENT_SERIES.map((s) => ({ key: `series-${s.slug}`, scene: 'tournament' as const, hue: s.hue, themes: [], width: 800, height: 400 })),
];

/** Creates the rivals once (one password hash for all: nobody knows the password). */
export async function ensureRivals(db: Db, at: Date): Promise<Map<string, number>> {
  const found = await db.select({ id: users.id, hash: users.hash }).from(users).where(inArray(users.hash, RIVALS.map((_, i) => rivalHash(i))));
  if (found.length < RIVALS.length) {
    const passwordHash = await hashPassword(`rival-${at.getTime()}-${Math.random()}`);
    await db
      .insert(users)
      .values(
        RIVALS.map((nickName, i) => ({
          hash: rivalHash(i),
          registrationContactType: 'email' as const,
          passwordHash,
          nickName,
          birthday: '1990-01-01',
          currency: 'RUB',
          firstAuth: false,
          invented: true,
          createdAt: at,
          updatedAt: at,
        })),
      )
      .onConflictDoNothing();
  }
  const rows = await db.select({ id: users.id, hash: users.hash }).from(users).where(inArray(users.hash, RIVALS.map((_, i) => rivalHash(i))));
  return new Map(rows.map((r) => [r.hash, r.id]));
}

async function ensureSeries(tx: Executor): Promise<Map<string, number>> {
  await tx
    .insert(tournamentSeries)
    .values(
      TOURNAMENT_SERIES.map((s, i) => ({
        slug: s.slug,
        title: s.title,
        description: s.description,
        prizeDescription: s.prizeDescription,
        image: artUrl(bannerPath(`series-${s.slug}`)),
        isPaid: s.isPaid,
        mechanic: s.mechanic,
        prizes: s.prizes,
        sortPriority: TOURNAMENT_SERIES.length - i,
      })),
    )
    .onConflictDoNothing();
  const rows = await tx.select({ id: tournamentSeries.id, slug: tournamentSeries.slug }).from(tournamentSeries);
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/** Inserts the seeded tournaments that are missing, with their games and rivals. Safe on every start. */
export async function ensureTournaments(db: Db, at = new Date()): Promise<void> {
  const rivals = await ensureRivals(db, at);
  await inTransaction(db, async (tx) => {
    const series = await ensureSeries(tx);
    const gameRows = await tx.select({ id: games.id, slug: games.slug }).from(games);
    const gameIds = new Map(gameRows.map((g) => [g.slug, g.id]));
    for (const seed of TOURNAMENT_SEEDS) {
      const startAt = new Date(at.getTime() + seed.startDay * DAY);
      const endAt = new Date(at.getTime() + seed.endDay * DAY);
      const past = endAt.getTime() <= at.getTime();
      const [row] = await tx
        .insert(tournaments)
        .values({
          slug: seed.slug,
          seriesId: seed.series ? (series.get(seed.series) ?? null) : null,
          title: seed.title,
          description: seed.description,
          rules: RULES[seed.mechanic] ?? RULES[M.sumOfBets]!,
          prizeDescription: seed.prizeDescription,
          image: artUrl(bannerPath(`tournament-${seed.slug}`)),
          startAt,
          endAt,
          // A tournament already over at the first start is history: it paid nothing to anyone real.
          status: past ? 'finished' : 'created',
          finishedAt: past ? endAt : null,
          privacyType: seed.privacyType,
          mechanic: seed.mechanic,
          compointPrice: seed.compointPrice ?? null,
          maxMembers: seed.maxMembers ?? null,
          betMin: seed.betMin ?? 0,
          betMax: seed.betMax ?? null,
          minLevel: seed.minLevel ?? null,
          maxLevel: seed.maxLevel ?? null,
          minDeposit: seed.minDeposit ?? null,
          prizes: seed.prizes,
          sortPriority: seed.sortPriority ?? 0,
        })
        .onConflictDoNothing()
        .returning({ id: tournaments.id });
      if (!row) continue;
      const ids = seed.games.map((slug) => gameIds.get(slug)).filter((id): id is number => id !== undefined);
      if (ids.length > 0) await tx.insert(tournamentGames).values(ids.map((gameId, position) => ({ tournamentId: row.id, gameId, position })));
      await seatRivals(tx, row.id, seed, rivals, startAt, past);
    }
  });
}

async function seatRivals(tx: Executor, tournamentId: number, seed: TournamentSeed, rivals: Map<string, number>, startAt: Date, past: boolean) {
  const scores = seed.rivals ?? [];
  const offset = seed.rivalOffset ?? 0;
  const members = scores
    .map((points, i) => ({ userId: rivals.get(rivalHash((offset + i) % RIVALS.length)), points, i }))
    .filter((m): m is { userId: number; points: number; i: number } => m.userId !== undefined);
  if (members.length === 0) return;
  await tx.insert(tournamentMembers).values(
    members.map((m) => ({
      tournamentId,
      userId: m.userId,
      score: Math.round(m.points * SCORE_MILLIS),
      rounds: 10 + m.i,
      joinedAt: startAt,
      scoredAt: new Date(startAt.getTime() + (m.i + 1) * 3_600_000),
      finalPosition: past ? m.i + 1 : null,
    })),
  );
  await tx.update(tournaments).set({ membersCount: sql`${tournaments.membersCount} + ${members.length}` }).where(eq(tournaments.id, tournamentId));
}

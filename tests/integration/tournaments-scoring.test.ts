import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import type { DiceOutcome } from '@/lib/domain/studio/round-types';
import { nextScore, TOURNAMENT_MECHANICS as M, TOURNAMENT_PRIVACY, type TournamentMechanic } from '@/lib/domain/tournaments/tournaments';
import { games, tournamentGames, tournamentMembers, tournaments } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { findRunIdentity } from '@/lib/platform/games/game-sessions';
import { storeRoundWithProgress } from '@/lib/platform/games/round-record';
import { withSeededDb } from './helpers/test-db';
import type { TestPlayer } from './helpers/players';
import { fundedPlayer, runToken, spin } from './helpers/studio-play';

/**
 * Scoring: a real-money round scores in the player's chosen tournament, in the round's
 * own statement (games/round-record.ts + tournaments/scoring.ts), exactly as the domain's
 * `nextScore` computes, only within the tournament's time, games and bet restriction, and once
 * per round id however often (or however concurrently) it is retried. Players join by a direct
 * insert here (the join call is tested with its route).
 */
let db: Db;
let seq = 0;
const DAY = 86_400_000;

withSeededDb((opened) => (db = opened));

const text = { ru: 'Т', en: 'T', it: 'T' };

interface TournamentOptions {
  mechanic?: TournamentMechanic;
  games?: string[];
  betMin?: number;
  betMax?: number | null;
  startAt?: Date;
  endAt?: Date;
  status?: 'created' | 'active' | 'finished';
}

async function newTournament(o: TournamentOptions = {}): Promise<number> {
  const at = Date.now();
  const [row] = await db
    .insert(tournaments)
    .values({
      slug: `scoring-${++seq}-${randomUUID().slice(0, 8)}`,
      title: text,
      description: text,
      rules: text,
      prizeDescription: text,
      image: '/t.png',
      startAt: o.startAt ?? new Date(at - DAY),
      endAt: o.endAt ?? new Date(at + DAY),
      status: o.status ?? 'active',
      privacyType: TOURNAMENT_PRIVACY.open,
      mechanic: o.mechanic ?? M.sumOfBets,
      betMin: o.betMin ?? 0,
      betMax: o.betMax ?? null,
    })
    .returning({ id: tournaments.id });
  const slugs = o.games ?? ['cherry-blaze'];
  const rows = await db.select({ id: games.id, slug: games.slug }).from(games);
  const ids = slugs.map((slug) => rows.find((g) => g.slug === slug)!.id);
  await db.insert(tournamentGames).values(ids.map((gameId, position) => ({ tournamentId: row!.id, gameId, position })));
  return row!.id;
}

/** What the join call does, reduced to its rows: a member (chosen by default) and the count. */
async function join(p: TestPlayer, tournamentId: number, chosen = true): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.insert(tournamentMembers).values({ tournamentId, userId: p.id, chosen, joinedAt: new Date() });
    await tx.update(tournaments).set({ membersCount: sql`${tournaments.membersCount} + 1` }).where(eq(tournaments.id, tournamentId));
  });
}

async function member(p: TestPlayer, tournamentId: number) {
  const [row] = await db
    .select()
    .from(tournamentMembers)
    .where(and(eq(tournamentMembers.tournamentId, tournamentId), eq(tournamentMembers.userId, p.id)));
  return row;
}

describe('the four mechanics score as the domain computes', () => {
  // Slot stakes are multiples of 20 minor units.
  const BETS = [20, 100, 240, 20, 1_000, 60, 300, 20, 700, 100, 20, 40];

  it.each([
    ['1 sum of bets', M.sumOfBets],
    ['2 sum of wins', M.sumOfWins],
    ['3 cumulative x', M.cumulativeX],
    ['4 maximum x', M.maxX],
  ] as const)('%s', async (_, mechanic) => {
    const tournamentId = await newTournament({ mechanic });
    const p = await fundedPlayer(db);
    await join(p, tournamentId);
    const token = await runToken(p);
    let expected = 0;
    let lastScoredAt: Date | null = null;
    for (const bet of BETS) {
      const round = await spin(token, bet);
      const before = expected;
      expected = nextScore(mechanic, expected, { bet: round.bet, win: round.win, currency: 'RUB' });
      const row = (await member(p, tournamentId))!;
      expect(row.score).toBe(expected);
      // The time moves with the score only: an equal score keeps who got there first.
      if (expected === before) expect(row.scoredAt).toEqual(lastScoredAt);
      else expect(row.scoredAt?.getTime()).toBeGreaterThanOrEqual(lastScoredAt?.getTime() ?? 0);
      if (expected !== before) expect(row.scoredAt).not.toEqual(lastScoredAt);
      lastScoredAt = row.scoredAt;
    }
    expect((await member(p, tournamentId))!.rounds).toBe(BETS.length);
  });

  it('money mechanics count the worth of the round’s currency', async () => {
    const tournamentId = await newTournament({ mechanic: M.sumOfBets });
    const p = await fundedPlayer(db, 'EUR');
    await join(p, tournamentId);
    const token = await runToken(p);
    await spin(token, 20);
    await spin(token, 40);
    // 60 euro cents: 60 points, as 60 roubles would be.
    expect((await member(p, tournamentId))!.score).toBe(nextScore(M.sumOfBets, nextScore(M.sumOfBets, 0, { bet: 20, win: 0, currency: 'EUR' }), { bet: 40, win: 0, currency: 'EUR' }));
    expect((await member(p, tournamentId))!.score).toBe(60_000);
  });
});

describe('what does not score', () => {
  it('a bet outside the restriction (min and max inclusive)', async () => {
    const tournamentId = await newTournament({ betMin: 100, betMax: 500 });
    const p = await fundedPlayer(db);
    await join(p, tournamentId);
    const token = await runToken(p);
    for (const bet of [60, 100, 500, 600, 80, 520]) await spin(token, bet);
    expect(await member(p, tournamentId)).toMatchObject({ score: 6_000, rounds: 2 });
  });

  it('a game that is not the tournament’s', async () => {
    const tournamentId = await newTournament({ games: ['pharaohs-dawn'] });
    const p = await fundedPlayer(db);
    await join(p, tournamentId);
    await spin(await runToken(p), 100);
    expect(await member(p, tournamentId)).toMatchObject({ score: 0, rounds: 0, scoredAt: null });
    await spin(await runToken(p, 'pharaohs-dawn'), 100);
    expect(await member(p, tournamentId)).toMatchObject({ score: 1_000, rounds: 1 });
  });

  it('a player who is not a member, and a member whose chosen tournament is another', async () => {
    const tournamentId = await newTournament();
    const other = await newTournament();
    const stranger = await fundedPlayer(db);
    await spin(await runToken(stranger), 100);
    expect(await db.select().from(tournamentMembers).where(eq(tournamentMembers.userId, stranger.id))).toEqual([]);

    const p = await fundedPlayer(db);
    await join(p, tournamentId, false);
    await join(p, other, true);
    await spin(await runToken(p), 100);
    expect(await member(p, tournamentId)).toMatchObject({ score: 0, rounds: 0 });
    expect(await member(p, other)).toMatchObject({ score: 1_000, rounds: 1 });
  });

  it('a demo round', async () => {
    const tournamentId = await newTournament();
    const p = await fundedPlayer(db);
    await join(p, tournamentId);
    await spin(await runToken(p, 'cherry-blaze', 'demo'), 100);
    expect(await member(p, tournamentId)).toMatchObject({ score: 0, rounds: 0 });
  });

  it('before the start, after the end, and once finished', async () => {
    const at = Date.now();
    const cases = [
      await newTournament({ startAt: new Date(at + DAY), endAt: new Date(at + 2 * DAY), status: 'created' }),
      await newTournament({ startAt: new Date(at - 2 * DAY), endAt: new Date(at - 1_000) }),
      await newTournament({ status: 'finished' }),
    ];
    for (const tournamentId of cases) {
      const p = await fundedPlayer(db);
      await join(p, tournamentId);
      await spin(await runToken(p), 100);
      expect(await member(p, tournamentId)).toMatchObject({ score: 0, rounds: 0, scoredAt: null });
    }
  });
});

describe('exactly once', () => {
  it('a retried round scores once, also when the retries come at once', async () => {
    const tournamentId = await newTournament({ mechanic: M.sumOfBets });
    const p = await fundedPlayer(db);
    await join(p, tournamentId);
    const token = await runToken(p);
    const roundId = randomUUID();
    await spin(token, 100, roundId);
    await spin(token, 100, roundId);
    expect(await member(p, tournamentId)).toMatchObject({ score: 1_000, rounds: 1 });

    const again = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => spin(token, 200, again)));
    expect(new Set(answers.map((a) => a.win)).size).toBe(1);
    expect(await member(p, tournamentId)).toMatchObject({ score: 3_000, rounds: 2 });
  });

  it('rounds of many players at once each count once', async () => {
    const tournamentId = await newTournament({ mechanic: M.sumOfBets });
    const players = await Promise.all(Array.from({ length: 4 }, () => fundedPlayer(db)));
    for (const p of players) await join(p, tournamentId);
    const tokens = await Promise.all(players.map((p) => runToken(p)));
    await Promise.all(tokens.flatMap((token) => Array.from({ length: 5 }, () => spin(token, 100))));
    for (const p of players) expect(await member(p, tournamentId)).toMatchObject({ score: 5_000, rounds: 5 });
  });
});

describe('what the round path hands to the live tables', () => {
  it('a score that moved, with its series; nothing for a round that did not beat the best', async () => {
    const tournamentId = await newTournament({ mechanic: M.maxX });
    const p = await fundedPlayer(db);
    await join(p, tournamentId);
    const token = await runToken(p);
    const session = (await findRunIdentity(db, token))!;
    const round = (roundId: string, bet: number, win: number) => ({
      sessionId: session.id,
      roundId,
      gameId: session.gameId,
      userId: p.id,
      mode: 'real' as const,
      currency: 'RUB',
      bet,
      win,
      outcome: { kind: 'dice', bet, roll: 1, target: 5_000, direction: 'under', multiplier: win / bet, winningRolls: 5_000, won: win > 0, win } satisfies DiceOutcome,
      createdAt: new Date(),
    });
    const store = (r: ReturnType<typeof round>) => inTransaction(db, (tx) => storeRoundWithProgress(tx, r, 0));

    const first = await store(round(randomUUID(), 100, 300));
    expect(first).toMatchObject({ outcome: 'stored', scored: { tournamentId, seriesId: null, userId: p.id } });
    const lower = await store(round(randomUUID(), 100, 200));
    expect(lower).toMatchObject({ outcome: 'stored', scored: null });
    const equal = await store(round(randomUUID(), 100, 300));
    expect(equal).toMatchObject({ outcome: 'stored', scored: null });
    const retried = randomUUID();
    expect(await store(round(retried, 100, 500))).toMatchObject({ outcome: 'stored', scored: { tournamentId } });
    expect(await store(round(retried, 100, 900))).toEqual({ outcome: 'duplicate' });
    expect(await member(p, tournamentId)).toMatchObject({ score: 5_000, rounds: 4 });
  });
});

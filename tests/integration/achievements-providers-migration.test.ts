import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { MIGRATIONS_FOLDER } from '@/lib/platform/db/client';
import { achievementProviders, achievements, gameRounds, gameSessions, games, userAchievements } from '@/lib/platform/db/schema';
import { now } from '@/lib/platform/clock';
import { backfillAchievements } from '@/lib/platform/achievements/backfill';
import { withSeededDb } from './helpers/test-db';
import { registerPlayer, type TestPlayer } from './helpers/players';

/**
 * Migration 0031: the providers achievement ("Explorer") counted game launches; it counts
 * real-money rounds with a stake now. The migration rebuilds the recorded providers from the
 * rounds already played and drops the uncompleted progress a launch-only provider gave; the
 * start-up back-fill then stores the progress the rounds give.
 */
let db: Db;
withSeededDb((opened) => (db = opened));

const MIGRATION = readFileSync(path.join(MIGRATIONS_FOLDER, '0031_providers_from_rounds.sql'), 'utf8').split('--> statement-breakpoint');

async function playedRound(p: TestPlayer, gameId: number, round: { mode: 'real' | 'demo'; bet: number; giftId?: number }): Promise<void> {
  const id = randomUUID();
  const at = now();
  await db.insert(gameSessions).values({ id, runToken: `m31-${id}`, gameId, userId: p.id, mode: round.mode, currency: 'RUB', platform: 'desktop', status: 'deactivated', createdAt: at });
  await db.insert(gameRounds).values({ sessionId: id, roundId: id, gameId, userId: p.id, mode: round.mode, currency: 'RUB', bet: round.bet, win: 0, outcome: {}, giftId: round.giftId ?? null, createdAt: at });
}

it('rebuilds the providers from real-money rounds with a stake: launches, demo rounds, zero stakes and free rounds leave nothing', async () => {
  const p = await registerPlayer();
  const picks = await db.selectDistinctOn([games.producerId], { id: games.id, producerId: games.producerId }).from(games).where(eq(games.active, true)).orderBy(asc(games.producerId));
  const [played, demo, zero, free, launched] = picks as [(typeof picks)[0], (typeof picks)[0], (typeof picks)[0], (typeof picks)[0], (typeof picks)[0]];
  await playedRound(p, played.id, { mode: 'real', bet: 100 });
  await playedRound(p, played.id, { mode: 'real', bet: 200 });
  await playedRound(p, demo.id, { mode: 'demo', bet: 100 });
  await playedRound(p, zero.id, { mode: 'real', bet: 0 });
  await playedRound(p, free.id, { mode: 'real', bet: 100, giftId: 1 });
  // What the launch rule recorded: two providers of launches, 66 % stored.
  const at = now();
  await db.insert(achievementProviders).values([launched, zero].map((g) => ({ userId: p.id, producerId: g.producerId, createdAt: at })));
  const [goal] = await db.select({ id: achievements.id }).from(achievements).where(eq(achievements.slug, 'providers_3'));
  await db.insert(userAchievements).values({ userId: p.id, achievementId: goal!.id, progress: 66, counter: 2, updatedAt: at });

  for (const statement of MIGRATION) await db.execute(sql.raw(statement));

  expect(await db.select({ producerId: achievementProviders.producerId }).from(achievementProviders).where(eq(achievementProviders.userId, p.id))).toEqual([{ producerId: played.producerId }]);
  const stored = () => db.select({ progress: userAchievements.progress, completedAt: userAchievements.completedAt }).from(userAchievements).where(and(eq(userAchievements.userId, p.id), eq(userAchievements.achievementId, goal!.id)));
  expect(await stored()).toEqual([]);
  await backfillAchievements(db);
  expect(await stored()).toEqual([{ progress: 33, completedAt: null }]);
});

import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { achievementProviders, games, playerProgress, treasuryDeposits, userAchievements, userContacts, userGifts, userNotifications } from '@/lib/platform/db/schema';
import type { UserAchievementDto } from '@/lib/domain/achievements/achievements';
import { now } from '@/lib/platform/clock';
import { backfillAchievements } from '@/lib/platform/achievements/backfill';
import { onMessage, type RealtimeMessage } from '@/lib/platform/realtime/bus';
import { GET as userAchievementsRoute } from '@/app/json-api/user-achievements/route';
import { withSeededDb } from './helpers/test-db';
import { api } from './helpers/accounts';
import { registerPlayer, type TestPlayer } from './helpers/players';

/**
 * The achievements back-fill (lib/platform/achievements/backfill.ts, run at start-up): facts made
 * before achievements existed — paid deposits, real-money rounds, a level, a verified contact,
 * providers played for real money (the rows migration 0031 rebuilt from past rounds) — give their progress and completion, each gift and notice
 * once, however often and however many instances run it.
 */
let db: Db;
withSeededDb((opened) => (db = opened));

const list = async (p: TestPlayer) =>
  (await api<{ data: { data: UserAchievementDto[] } }>(userAchievementsRoute, '/json-api/user-achievements', { bearer: p.bearer, lang: 'en' })).body.data.data;
const byAction = async (p: TestPlayer) => Object.fromEntries((await list(p)).map((a) => [a.actionId, { progress: a.progress, isCompleted: a.isCompleted }]));
const achievementGifts = (p: TestPlayer) => db.select({ title: userGifts.title }).from(userGifts).where(and(eq(userGifts.userId, p.id), eq(userGifts.reason, 'achievement')));
const completedNotices = (p: TestPlayer) => db.select().from(userNotifications).where(and(eq(userNotifications.userId, p.id), eq(userNotifications.kind, 'achievement_completed')));

/** What a player did before achievements existed, written as it was then: no achievement row moved. */
async function pastFacts(p: TestPlayer, facts: { rounds?: number; level?: number; deposits?: number; email?: boolean; producers?: number }): Promise<void> {
  const at = now();
  await db
    .insert(playerProgress)
    .values({ userId: p.id, rounds: facts.rounds ?? 0, level: facts.level ?? 1 })
    .onConflictDoUpdate({ target: playerProgress.userId, set: { rounds: facts.rounds ?? 0, level: facts.level ?? 1 } });
  for (let i = 0; i < (facts.deposits ?? 0); i += 1) {
    await db.insert(treasuryDeposits).values({ userId: p.id, provider: 'marbella', method: 'card', amount: 100_000, currency: 'RUB', status: 'paid', token: `bf-${randomUUID()}`, createdAt: at, completedAt: at });
  }
  if (facts.email) await db.update(userContacts).set({ isVerified: true, verifiedAt: at }).where(and(eq(userContacts.userId, p.id), eq(userContacts.type, 'email')));
  if (facts.producers) {
    const picks = await db.selectDistinctOn([games.producerId], { producerId: games.producerId }).from(games).where(eq(games.active, true));
    for (const game of picks.slice(0, facts.producers)) await db.insert(achievementProviders).values({ userId: p.id, producerId: game.producerId, createdAt: at });
  }
  // Nothing was recorded for them then.
  await db.delete(userAchievements).where(eq(userAchievements.userId, p.id));
}

it('completes what past facts reached — gift, notice and live event once each — and stores the progress of the rest', async () => {
  const p = await registerPlayer();
  await pastFacts(p, { rounds: 150, level: 3, deposits: 2, email: true, producers: 3 });
  // Before: the rounds goals read 99 % at most from the counter, the others nothing.
  expect(await byAction(p)).toMatchObject({ real_rounds_100: { progress: 99, isCompleted: false }, first_deposit: { progress: 0 }, level_5: { progress: 0 } });

  const seen: RealtimeMessage[] = [];
  const stop = onMessage((room, m) => room === `user:${p.hash}` && seen.push(m));
  try {
    expect(await backfillAchievements(db)).toBeGreaterThanOrEqual(1);
  } finally {
    stop();
  }
  expect(await byAction(p)).toEqual({
    first_deposit: { progress: 100, isCompleted: true },
    real_rounds_10: { progress: 100, isCompleted: true },
    real_rounds_100: { progress: 100, isCompleted: true },
    big_win_10x: { progress: 0, isCompleted: false },
    providers_3: { progress: 100, isCompleted: true },
    verified_phone: { progress: 0, isCompleted: false },
    verified_email: { progress: 100, isCompleted: true },
    // Level 3 of 5: half way, stored, so it is among the nearest.
    level_5: { progress: 50, isCompleted: false },
  });
  expect((await achievementGifts(p)).map((g) => (g.title as { en: string }).en).sort()).toEqual(['10 compoints', '20 experience points', '30 experience points', '5 compoints', 'Bonus of 100 RUB'].sort());
  expect(await completedNotices(p)).toHaveLength(5);
  const progress = seen.filter((m) => m.type === 'achievement_progress');
  expect(progress.filter((m) => (m as { isCompleted?: boolean }).isCompleted)).toHaveLength(5);
  const told = seen.filter((m) => m.type === 'notification_update').map((m) => (m as { notice: { kind: string } }).notice.kind);
  expect(told.filter((kind) => kind === 'achievement_completed')).toHaveLength(5);
  expect(told.filter((kind) => kind === 'gift_received')).toHaveLength(5);

  // Once done, a start finds nobody and writes nothing.
  expect(await backfillAchievements(db)).toBe(0);
  expect(await achievementGifts(p)).toHaveLength(5);
  expect(await completedNotices(p)).toHaveLength(5);
});

it('a player with less than a target gets the progress only, and a goal completed live is left alone', async () => {
  const p = await registerPlayer();
  await pastFacts(p, { rounds: 4, producers: 1 });
  const q = await registerPlayer();
  await pastFacts(q, { deposits: 1 });
  expect(await backfillAchievements(db)).toBe(2);
  expect(await byAction(p)).toMatchObject({ real_rounds_10: { progress: 40, isCompleted: false }, providers_3: { progress: 33, isCompleted: false } });
  expect(await achievementGifts(p)).toHaveLength(0);
  expect(await completedNotices(p)).toHaveLength(0);
  expect(await achievementGifts(q)).toHaveLength(1);
  // Another deposit later: the completed goal is not moved again.
  const at = now();
  await db.insert(treasuryDeposits).values({ userId: q.id, provider: 'marbella', method: 'card', amount: 100_000, currency: 'RUB', status: 'paid', token: `bf-${randomUUID()}`, createdAt: at, completedAt: at });
  expect(await backfillAchievements(db)).toBe(0);
  expect(await achievementGifts(q)).toHaveLength(1);
  expect(await completedNotices(q)).toHaveLength(1);
});

it('two instances back-filling at once complete each goal once: one gift and one notice each', async () => {
  const players = await Promise.all([registerPlayer(), registerPlayer(), registerPlayer()]);
  for (const p of players) await pastFacts(p, { rounds: 120, deposits: 1, level: 5 });
  const [a, b] = await Promise.all([backfillAchievements(db), backfillAchievements(db)]);
  // Both may have seen the players as owed; only one completion of each goal was written.
  expect(a + b).toBeGreaterThanOrEqual(3);
  const ids = players.map((p) => p.id);
  const gifts = await db.select({ userId: userGifts.userId, key: userGifts.grantKey }).from(userGifts).where(and(inArray(userGifts.userId, ids), eq(userGifts.reason, 'achievement')));
  // first deposit, 10 rounds, 100 rounds, level 5: four gifts each, no key twice.
  expect(gifts).toHaveLength(4 * players.length);
  expect(new Set(gifts.map((g) => g.key)).size).toBe(gifts.length);
  const notices = await db.select().from(userNotifications).where(and(inArray(userNotifications.userId, ids), eq(userNotifications.kind, 'achievement_completed')));
  expect(notices).toHaveLength(4 * players.length);
  expect(await backfillAchievements(db)).toBe(0);
});

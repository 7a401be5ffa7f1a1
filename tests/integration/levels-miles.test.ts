import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/platform/db/client';
import type { GameRunInfo } from '@/lib/domain/games/game-run';
import { onMessage, type RealtimeMessage } from '@/lib/platform/realtime/bus';
import { deposit, grant } from '@/lib/platform/wallet/credits';
import { POST as gameRun } from '@/app/json-api/eapi/game-run/[slug]/route';
import { POST as playRoundRoute } from '@/app/json-api/studio/rounds/route';
import { withSeededDb, withShortLevelSteps } from './helpers/test-db';
import { api } from './helpers/accounts';
import { registerPlayer, type TestPlayer } from './helpers/players';

/**
 * The miles notification: after a real-money round, `miles_notification` { level,
 * experience, progress } when the progress to the next level moved by a whole percent; nothing
 * when it did not (a stake below a point's worth, bonus money, demo play). Level 1 → 2 needs 100
 * points, one per rouble: a rouble is one percent.
 */
let db: Db;

withSeededDb((opened) => (db = opened));
withShortLevelSteps(() => db);

async function run(p: TestPlayer, type: 'real' | 'demo' = 'real'): Promise<string> {
  const res = await api<{ data: GameRunInfo }, { slug: string }>(gameRun, '/json-api/eapi/game-run/cherry-blaze', { body: { platform: 'desktop', type }, bearer: p.bearer, params: { slug: 'cherry-blaze' } });
  return res.body.data.runToken;
}

async function milesOf(p: TestPlayer, work: () => Promise<unknown>): Promise<RealtimeMessage[]> {
  const seen: RealtimeMessage[] = [];
  const stop = onMessage((room, m) => room === `user:${p.hash}` && m.type === 'miles_notification' && seen.push(m));
  try {
    await work();
  } finally {
    stop();
  }
  return seen;
}

const spin = async (token: string, bet: number) => {
  const res = await api(playRoundRoute, '/json-api/studio/rounds', { body: { runToken: token, roundId: randomUUID(), bet } });
  expect(res.status).toBe(200);
};

it('a whole percent crossed is told; a part of one is not', async () => {
  const p = await registerPlayer();
  await deposit(db, { transactionId: `miles:${randomUUID()}`, userId: p.id, currency: 'RUB', amount: 1_000_000 });
  const token = await run(p);
  expect(await milesOf(p, () => spin(token, 100))).toEqual([{ type: 'miles_notification', level: 1, experience: 1, progress: 1 }]);
  // 0.40 RUB: 1.4 points, still 1 %.
  expect(await milesOf(p, () => spin(token, 40))).toEqual([]);
  // 0.60 RUB more: 2 points, 2 %.
  expect(await milesOf(p, () => spin(token, 60))).toEqual([{ type: 'miles_notification', level: 1, experience: 2, progress: 2 }]);
  // 98 roubles in one stake: level 2 (100 points; level 3 at 300): 0 % of the way to 3.
  expect(await milesOf(p, () => spin(token, 9_800))).toEqual([{ type: 'miles_notification', level: 2, experience: 100, progress: 0 }]);
});

it('bonus money and demo play tell nothing', async () => {
  const p = await registerPlayer();
  await grant(db, { transactionId: `miles-bonus:${randomUUID()}`, userId: p.id, currency: 'RUB', amount: 100_000, to: 'bonus' });
  const real = await run(p);
  expect(await milesOf(p, () => spin(real, 1_000))).toEqual([]);
  const demo = await run(p, 'demo');
  expect(await milesOf(p, () => spin(demo, 1_000))).toEqual([]);
});

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { playerProgress, userGifts } from '@/lib/platform/db/schema';
import type { GameRunInfo } from '@/lib/domain/games/game-run';
import type { NoticeDto } from '@/lib/domain/notifications/notices';
import type { StudioRoundAnswer } from '@/lib/domain/studio/studio-session';
import { onMessage, type RealtimeMessage } from '@/lib/platform/realtime/bus';
import { deposit, grant } from '@/lib/platform/wallet/credits';
import type { UserLevelDto } from '@/lib/platform/levels/user-level';
import { GET as getProfile } from '@/app/json-api/users/profile/route';
import { POST as gameRun } from '@/app/json-api/eapi/game-run/[slug]/route';
import { POST as playRoundRoute } from '@/app/json-api/studio/rounds/route';
import { GET as userLevelRoute } from '@/app/json-api/levels/user-level/route';
import { GET as listNotices } from '@/app/json-api/user-notifications/route';
import { withSeededDb, withShortLevelSteps } from './helpers/test-db';
import { api } from './helpers/accounts';
import { registerPlayer, type TestPlayer } from './helpers/players';

/**
 * Levels from real play: real-money stakes earn experience in the round's own
 * statement (one point per rouble), a level is reached once with its notice and live event,
 * bonus money and demo play earn nothing, a retried round counts once.
 */
type Errors = { errors: { code: string }[] };
type Player = TestPlayer;
let db: Db;

withSeededDb((opened) => (db = opened));
withShortLevelSteps(() => db);

const newPlayer = () => registerPlayer();

async function runToken(p: Player, type: 'real' | 'demo' = 'real'): Promise<string> {
  const res = await api<{ data: GameRunInfo } & Errors, { slug: string }>(gameRun, '/json-api/eapi/game-run/cherry-blaze', {
    body: { platform: 'desktop', type },
    bearer: p.bearer,
    params: { slug: 'cherry-blaze' },
  });
  expect(res.status).toBe(200);
  return res.body.data.runToken;
}

const spin = (token: string, bet: number, roundId: string = randomUUID()) =>
  api<{ data: StudioRoundAnswer } & Errors>(playRoundRoute, '/json-api/studio/rounds', { body: { runToken: token, roundId, bet } });
const level = async (p: Player) => (await api<{ data: UserLevelDto }>(userLevelRoute, '/json-api/levels/user-level', { bearer: p.bearer, lang: 'en' })).body.data;
const profileLevel = async (p: Player) => (await api<{ data: { level: { index: number } } }>(getProfile, '/json-api/users/profile', { bearer: p.bearer })).body.data.level;
const progress = async (p: Player) => (await db.select().from(playerProgress).where(eq(playerProgress.userId, p.id)))[0];

it('a new player is on level 1 with no experience', async () => {
  const p = await newPlayer();
  expect(await level(p)).toEqual({
    index: 1, name: 'Rookie', image: expect.stringContaining('level-1'), experience: 0, next: { index: 2, pointsRequired: 100 }, progress: 0, bonus_availability_level: 1,
  });
  expect(await profileLevel(p)).toEqual({ index: 1, bonus_availability_level: 1 });
  expect((await api(userLevelRoute, '/json-api/levels/user-level')).status).toBe(401);
});

it('real-money stakes earn a point per rouble; reaching level 2 is told once, live and as a notice', async () => {
  const p = await newPlayer();
  await deposit(db, { transactionId: `levels:${randomUUID()}`, userId: p.id, currency: 'RUB', amount: 1_000_000 });
  const token = await runToken(p);
  // 98 roubles staked: 98 points, still level 1.
  expect((await spin(token, 9_800)).status).toBe(200);
  expect(await level(p)).toMatchObject({ index: 1, experience: 98, progress: 98 });

  const seen: RealtimeMessage[] = [];
  const stop = onMessage((room, m) => room === `user:${p.hash}` && seen.push(m));
  const roundId = randomUUID();
  expect((await spin(token, 200, roundId)).status).toBe(200);
  // The same round again (a retry) counts nothing and tells nothing.
  expect((await spin(token, 200, roundId)).status).toBe(200);
  expect((await spin(token, 200)).status).toBe(200);
  stop();
  expect(await level(p)).toMatchObject({ index: 2, name: 'Player', experience: 102, next: { index: 3, pointsRequired: 300 }, progress: 1 });
  expect(await profileLevel(p)).toEqual({ index: 2, bonus_availability_level: 1 });
  expect(seen.filter((m) => m.type === 'gifts_level_changed')).toEqual([{ type: 'gifts_level_changed', level: 2 }]);
  // The level's notice and the notice of its gift (gifts-activation-effects.test.ts), once each.
  // A 10× win among these spins (the slot is random) also completes the big-win trophy, told with
  // its own gift's notice: those are counted apart, not taken for a second level notice.
  const kinds = seen.flatMap((m) => (m.type === 'notification_update' ? [m.notice.kind] : []));
  const trophies = kinds.filter((kind) => kind === 'achievement_completed').length;
  expect(kinds.filter((kind) => kind === 'level_reached')).toEqual(['level_reached']);
  expect(kinds.filter((kind) => kind === 'gift_received')).toHaveLength(1 + trophies);
  expect(kinds.filter((kind) => !['level_reached', 'gift_received', 'achievement_completed'].includes(kind))).toEqual([]);
  const notices = (await api<{ data: { data: NoticeDto[] } }>(listNotices, '/json-api/user-notifications', { bearer: p.bearer, lang: 'en' })).body.data.data;
  expect(notices.filter((n) => n.kind === 'level_reached').map((n) => [n.kind, n.msg, n.button])).toEqual([['level_reached', 'Congratulations! You have reached level 2.', { link: '/profile/levels' }]]);
  expect((await progress(p))?.rounds).toBe(3);
});

it('bonus money and demo play earn no experience; each level crossed is told once', async () => {
  const p = await newPlayer();
  await grant(db, { transactionId: `levels-bonus:${randomUUID()}`, userId: p.id, currency: 'RUB', amount: 500_000, to: 'bonus' });
  const real = await runToken(p);
  const answer = await spin(real, 10_000);
  expect(answer.status).toBe(200);
  expect(await level(p)).toMatchObject({ index: 1, experience: 0 });
  const demo = await runToken(p, 'demo');
  expect((await spin(demo, 10_000)).status).toBe(200);
  expect((await progress(p))?.rounds).toBe(1);

  await deposit(db, { transactionId: `levels-big:${randomUUID()}`, userId: p.id, currency: 'RUB', amount: 5_000_000 });
  // Real money is staked first: 16 rounds of 100.00 are 1600 points, level 5 (1500) of 10. (The
  // demo run stopped the first real one: a player has one game session at a time.)
  const again = await runToken(p);
  for (let i = 0; i < 16; i += 1) expect((await spin(again, 10_000)).status).toBe(200);
  expect(await level(p)).toMatchObject({ index: 5, experience: 1_600, next: { index: 6, pointsRequired: 3_000 }, progress: 6 });
  const notices = (await api<{ data: { data: NoticeDto[] } }>(listNotices, '/json-api/user-notifications', { bearer: p.bearer })).body.data.data;
  // Level 5 and the tenth round also complete achievements, told with notices of their own.
  expect(notices.filter((n) => n.kind === 'level_reached').map((n) => n.params)).toEqual([5, 4, 3, 2].map((l) => ({ level: l })));
});

it('two rounds at once count both and tell a level once', async () => {
  const p = await newPlayer();
  await deposit(db, { transactionId: `levels-race:${randomUUID()}`, userId: p.id, currency: 'RUB', amount: 100_000 });
  const token = await runToken(p);
  const answers = await Promise.all([spin(token, 6_000), spin(token, 6_000)]);
  expect(answers.map((a) => a.status)).toEqual([200, 200]);
  expect(await level(p)).toMatchObject({ index: 2, experience: 120 });
  const notices = (await api<{ data: { data: NoticeDto[] } }>(listNotices, '/json-api/user-notifications', { bearer: p.bearer })).body.data.data;
  // The level told once, and its gift granted once; a round that happened to win may complete an
  // achievement, told with notices of its own.
  expect(notices.filter((n) => n.kind === 'level_reached').map((n) => n.params)).toEqual([{ level: 2 }]);
  expect(await db.$count(userGifts, and(eq(userGifts.userId, p.id), eq(userGifts.reason, 'level.changed')))).toBe(1);
});

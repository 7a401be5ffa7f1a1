import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { games, userGifts, userNotifications } from '@/lib/platform/db/schema';
import type { UserAchievementDto } from '@/lib/domain/achievements/achievements';
import type { DepositStartDto } from '@/lib/domain/cashbox/cashbox-types';
import type { GameRunInfo } from '@/lib/domain/games/game-run';
import type { NoticeDto } from '@/lib/domain/notifications/notices';
import type { StudioRoundAnswer } from '@/lib/domain/studio/studio-session';
import { resetClock } from '@/lib/platform/clock';
import { cryptoRng } from '@/lib/platform/games/engines/rng';
import { onMessage, type RealtimeMessage } from '@/lib/platform/realtime/bus';
import { deposit } from '@/lib/platform/wallet/credits';
import { GET as userAchievementsRoute } from '@/app/json-api/user-achievements/route';
import { POST as gameRun } from '@/app/json-api/eapi/game-run/[slug]/route';
import { POST as playRoundRoute } from '@/app/json-api/studio/rounds/route';
import { GET as listNotices } from '@/app/json-api/user-notifications/route';
import { GET as marbella } from '@/app/json-api/treasury/user/marbella/deposit/[method]/[amount]/route';
import { POST as completeSandbox } from '@/app/json-api/treasury/sandbox/[token]/complete/route';
import { POST as confirmPhone } from '@/app/json-api/players/phones/confirm/route';
import { POST as createContact } from '@/app/json-api/players/contacts/create/[type]/route';
import { GET as onVerification } from '@/app/json-api/players/contacts/onverification/route';
import { POST as emailVerificationRequest } from '@/app/json-api/players/contacts/email-verification/request/[id]/route';
import { GET as emailVerificationConfirm } from '@/app/json-api/players/contacts/email-verification/confirm/route';
import { closeTestDb, openSeededDb, withShortLevelSteps } from './helpers/test-db';
import { api, lastLinkToken, lastSms, phoneRegistration, resetThrottles, uniquePhone } from './helpers/accounts';
import { POST as register } from '@/app/json-api/users/register/route';
import { registerPlayer, type TestPlayer } from './helpers/players';

/**
 * Achievements: each seeded condition driven by its real action — a deposit paid
 * through the sandbox cashbox, rounds, a big win and providers through the studio round route, contacts verified through the accounts flows, a level reached by play —
 * completed once with its gift, notice and live events; GET /json-api/user-achievements.
 */
type Errors = { errors: { code: string }[] };
type Player = TestPlayer & { email: string };
let db: Db;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  db = await openSeededDb();
});
withShortLevelSteps(() => db);
afterEach(async () => {
  jest.restoreAllMocks();
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  resetClock();
  await resetThrottles(db);
});
afterAll(async () => {
  await closeTestDb();
});

async function newPlayer(): Promise<Player> {
  const email = `ach.${randomUUID().slice(0, 8)}@example.test`;
  return { ...(await registerPlayer({ email, currency: 'RUB' })), email };
}

const list = async (p: TestPlayer, lang = 'en') =>
  (await api<{ data: { data: UserAchievementDto[] } }>(userAchievementsRoute, '/json-api/user-achievements', { bearer: p.bearer, lang })).body.data.data;
const one = async (p: TestPlayer, actionId: string) => (await list(p)).find((a) => a.actionId === actionId)!;

async function runToken(p: TestPlayer, slug = 'cherry-blaze', type: 'real' | 'demo' = 'real'): Promise<string> {
  const res = await api<{ data: GameRunInfo } & Errors, { slug: string }>(gameRun, `/json-api/eapi/game-run/${slug}`, { body: { platform: 'desktop', type }, bearer: p.bearer, params: { slug } });
  expect(res.status).toBe(200);
  return res.body.data.runToken;
}
const spin = (token: string, bet: number, extra: Record<string, unknown> = {}, roundId: string = randomUUID()) =>
  api<{ data: StudioRoundAnswer } & Errors>(playRoundRoute, '/json-api/studio/rounds', { body: { runToken: token, roundId, bet, ...extra } });
const fund = (p: TestPlayer, amount: number) => deposit(db, { transactionId: `ach:${randomUUID()}`, userId: p.id, currency: 'RUB', amount });

/** Everything published to the player's room while `work` runs. */
async function published(p: TestPlayer, work: () => Promise<unknown>): Promise<RealtimeMessage[]> {
  const seen: RealtimeMessage[] = [];
  const stop = onMessage((room, m) => room === `user:${p.hash}` && seen.push(m));
  try {
    await work();
  } finally {
    stop();
  }
  return seen;
}
/** The achievement_progress events, of the given achievements only when named (a slot round may happen to win 10x its stake). */
const progressEvents = (seen: RealtimeMessage[], ids?: number[]) =>
  seen.filter((m) => m.type === 'achievement_progress' && (!ids || ids.includes(Number((m as { achievementId?: number }).achievementId))));

const achievementGifts = (p: TestPlayer) => db.select().from(userGifts).where(and(eq(userGifts.userId, p.id), eq(userGifts.reason, 'achievement')));
const completedNotices = (p: TestPlayer) => db.select().from(userNotifications).where(and(eq(userNotifications.userId, p.id), eq(userNotifications.kind, 'achievement_completed')));

it('lists every seeded achievement at 0 for a new player, in the caller’s language; 401 for a guest', async () => {
  const p = await newPlayer();
  const all = await list(p);
  expect(all.map((a) => a.actionId)).toEqual(['first_deposit', 'real_rounds_10', 'real_rounds_100', 'big_win_10x', 'providers_3', 'verified_phone', 'verified_email', 'level_5']);
  expect(all[0]).toEqual({
    id: expect.any(Number),
    actionId: 'first_deposit',
    progress: 0,
    isCompleted: false,
    title: 'First deposit',
    description: 'Make your first deposit.',
    image: '/generated/achievements/first_deposit.webp',
    reward: { title: 'Bonus of 100 RUB' },
    completedAt: null,
  });
  expect((await list(p, 'ru'))[0]!.title).toBe('Первый депозит');
  expect((await list(p, 'it'))[0]!.reward).toEqual({ title: 'Bonus di 100 RUB' });
  expect((await api(userAchievementsRoute, '/json-api/user-achievements')).status).toBe(401);
});

it('first deposit: a deposit paid through the sandbox cashbox completes it once, with its gift, notice and events', async () => {
  const p = await newPlayer();
  const pay = async () => {
    const started = await api<{ data: DepositStartDto }, { method: string; amount: string }>(marbella, '/json-api/treasury/user/marbella/deposit/card/100000', {
      bearer: p.bearer,
      params: { method: 'card', amount: '100000' },
    });
    expect(started.status).toBe(200);
    const token = started.body.data.redirectUrl.split('/').pop()!;
    const done = await api<unknown, { token: string }>(completeSandbox, `/json-api/treasury/sandbox/${token}/complete`, { params: { token }, body: { outcome: 'paid' } });
    expect(done.status).toBe(200);
  };
  const seen = await published(p, pay);
  expect(progressEvents(seen)).toEqual([{ type: 'achievement_progress', achievementId: (await one(p, 'first_deposit')).id, progress: 100, isCompleted: true }]);
  expect(seen.filter((m) => m.type === 'gifts_state_changed')).toHaveLength(1);
  expect(await one(p, 'first_deposit')).toMatchObject({ progress: 100, isCompleted: true, completedAt: expect.any(String) });
  const notices = (await api<{ data: { data: NoticeDto[] } }>(listNotices, '/json-api/user-notifications', { bearer: p.bearer, lang: 'en' })).body.data.data;
  expect(notices.find((n) => n.kind === 'achievement_completed')).toMatchObject({ params: { title: { en: 'First deposit' } }, button: { link: '/profile/achievements' } });

  // A second deposit completes nothing again.
  const again = await published(p, pay);
  expect(progressEvents(again)).toEqual([]);
  const gifts = await achievementGifts(p);
  expect(gifts.map((g) => [g.type, g.state, g.grantKey])).toEqual([['cash', 'received', `achievement:${(await one(p, 'first_deposit')).id}:${p.id}`]]);
  expect(await completedNotices(p)).toHaveLength(1);
});

it('real-money rounds: rounds move the 10 and 100 round goals (live in 5 % steps); the 10th completes the first once; demo and retried rounds count nothing', async () => {
  const p = await newPlayer();
  await fund(p, 1_000_000);
  const demo = await runToken(p, 'cherry-blaze', 'demo');
  expect((await spin(demo, 100)).status).toBe(200);
  expect((await one(p, 'real_rounds_10')).progress).toBe(0);

  const token = await runToken(p);
  const ids = { ten: (await one(p, 'real_rounds_10')).id, hundred: (await one(p, 'real_rounds_100')).id };
  const watched = [ids.ten, ids.hundred];
  const first = await published(p, () => spin(token, 100));
  expect(progressEvents(first, watched)).toEqual([
    { type: 'achievement_progress', achievementId: ids.ten, progress: 10, isCompleted: false },
    { type: 'achievement_progress', achievementId: ids.hundred, progress: 1, isCompleted: false },
  ]);
  const roundId = randomUUID();
  for (let i = 2; i <= 8; i += 1) expect((await spin(token, 100)).status).toBe(200);
  expect((await spin(token, 100, {}, roundId)).status).toBe(200);
  // The same round again (a retry) counts nothing.
  const retried = await published(p, () => spin(token, 100, {}, roundId));
  expect(progressEvents(retried, watched)).toEqual([]);
  expect(await one(p, 'real_rounds_10')).toMatchObject({ progress: 90, isCompleted: false });

  const tenth = await published(p, () => spin(token, 100));
  expect(progressEvents(tenth, watched)).toEqual([
    { type: 'achievement_progress', achievementId: ids.ten, progress: 100, isCompleted: true },
    { type: 'achievement_progress', achievementId: ids.hundred, progress: 10, isCompleted: false },
  ]);
  expect(tenth.some((m) => m.type === 'notification_update')).toBe(true);
  // Live progress moves in steps of 5 percent (the exact percent is what GET answers).
  const eleventh = await published(p, () => spin(token, 100));
  expect(progressEvents(eleventh, watched)).toEqual([]);
  expect((await one(p, 'real_rounds_100')).progress).toBe(11);
  for (let i = 12; i <= 14; i += 1) expect((await spin(token, 100)).status).toBe(200);
  const fifteenth = await published(p, () => spin(token, 100));
  expect(progressEvents(fifteenth, watched)).toEqual([{ type: 'achievement_progress', achievementId: ids.hundred, progress: 15, isCompleted: false }]);
  expect((await achievementGifts(p)).filter((g) => g.grantKey === `achievement:${ids.ten}:${p.id}`).map((g) => g.type)).toEqual(['xp']);
  expect((await completedNotices(p)).map((n) => n.noticeKey)).toContain(`achievement_completed:${ids.ten}:${p.id}`);
});

it('two rounds at once that both could complete the 10-round goal complete it once', async () => {
  const p = await newPlayer();
  await fund(p, 1_000_000);
  const token = await runToken(p);
  for (let i = 0; i < 8; i += 1) expect((await spin(token, 100)).status).toBe(200);
  const answers = await Promise.all([spin(token, 100), spin(token, 100), spin(token, 100)]);
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
  expect(await one(p, 'real_rounds_10')).toMatchObject({ progress: 100, isCompleted: true });
  expect(await one(p, 'real_rounds_100')).toMatchObject({ progress: 11 });
  const ten = (await one(p, 'real_rounds_10')).id;
  expect((await achievementGifts(p)).filter((g) => g.grantKey === `achievement:${ten}:${p.id}`)).toHaveLength(1);
  expect((await completedNotices(p)).filter((n) => n.noticeKey === `achievement_completed:${ten}:${p.id}`)).toHaveLength(1);
});

it('big win: a real-money round that wins at least 10 times its stake completes it; a smaller win does not', async () => {
  const p = await newPlayer();
  await fund(p, 1_000_000);
  const token = await runToken(p, 'european-roulette');
  // A dice roll under 5000 pays about twice the stake: not a big win.
  jest.spyOn(cryptoRng, 'int').mockReturnValue(0);
  const small = await spin(token, 100, { target: 5000, direction: 'under' });
  expect(small.body.data.win).toBeGreaterThan(100);
  expect(small.body.data.win).toBeLessThan(1000);
  expect((await one(p, 'big_win_10x')).progress).toBe(0);
  // Under 500: 5 % to win, about 19 times the stake.
  const seen = await published(p, async () => {
    const big = await spin(token, 100, { target: 500, direction: 'under' });
    expect(big.body.data.win).toBeGreaterThanOrEqual(1000);
  });
  const bigWin = await one(p, 'big_win_10x');
  expect(bigWin).toMatchObject({ progress: 100, isCompleted: true });
  expect(progressEvents(seen)).toContainEqual({ type: 'achievement_progress', achievementId: bigWin.id, progress: 100, isCompleted: true });
  // Demo play never counts.
  const q = await newPlayer();
  const demo = await runToken(q, 'european-roulette', 'demo');
  expect((await spin(demo, 100, { target: 500, direction: 'under' })).body.data.win).toBeGreaterThanOrEqual(1000);
  expect((await one(q, 'big_win_10x')).progress).toBe(0);
});

it('providers (Explorer): settled real-money rounds in games of 3 providers complete it; launches without a bet, demo rounds and the same provider again do not', async () => {
  const p = await newPlayer();
  await fund(p, 1_000_000);
  const picks = await db.selectDistinctOn([games.producerId], { slug: games.slug, producerId: games.producerId }).from(games).where(and(eq(games.active, true), eq(games.disabled, false), eq(games.hasDemoMode, true)));
  expect(picks.length).toBeGreaterThanOrEqual(4);
  const [a, b, c, d] = picks as [(typeof picks)[0], (typeof picks)[0], (typeof picks)[0], (typeof picks)[0]];
  // Games of three providers launched for real money, and not one bet: nothing earned.
  for (const game of [a, b, c]) await runToken(p, game.slug);
  expect(await one(p, 'providers_3')).toMatchObject({ progress: 0, isCompleted: false });
  // A demo round of a fourth provider counts nothing either.
  const demo = await runToken(p, d.slug, 'demo');
  expect((await spin(demo, 100, { target: 500, direction: 'under' })).status).toBe(200);
  expect((await one(p, 'providers_3')).progress).toBe(0);
  // Settled real-money rounds (a player has one running game at a time): the first provider twice counts once.
  const play = async (slug: string) => expect((await spin(await runToken(p, slug), 100, { target: 500, direction: 'under' })).status).toBe(200);
  await play(a.slug);
  await play(a.slug);
  expect(await one(p, 'providers_3')).toMatchObject({ progress: 33, isCompleted: false });
  await play(b.slug);
  expect((await one(p, 'providers_3')).progress).toBe(66);
  const seen = await published(p, () => play(c.slug));
  const done = await one(p, 'providers_3');
  expect(done).toMatchObject({ progress: 100, isCompleted: true });
  expect(progressEvents(seen, [done.id])).toEqual([{ type: 'achievement_progress', achievementId: done.id, progress: 100, isCompleted: true }]);
  expect((await achievementGifts(p)).map((g) => g.type)).toContain('xp');
});

it('verified phone and e-mail: the accounts flows complete each once', async () => {
  const p = await newPlayer();
  const phone = uniquePhone();
  const created = await api<unknown, { type: string }>(createContact, '/json-api/players/contacts/create/phone', { body: { value: phone }, bearer: p.bearer, params: { type: 'phone' } });
  expect(created.status).toBe(200);
  expect((await one(p, 'verified_phone')).progress).toBe(0);
  const seen = await published(p, async () => {
    const confirmed = await api(confirmPhone, '/json-api/players/phones/confirm', { body: { phone, code: await lastSms(phone) }, bearer: p.bearer });
    expect(confirmed.status).toBe(200);
  });
  const phoneGoal = await one(p, 'verified_phone');
  expect(phoneGoal).toMatchObject({ progress: 100, isCompleted: true });
  expect(progressEvents(seen)).toEqual([{ type: 'achievement_progress', achievementId: phoneGoal.id, progress: 100, isCompleted: true }]);
  expect((await one(p, 'verified_email')).progress).toBe(0);

  const pending = await api<{ data: { id: number; type: string }[] }>(onVerification, '/json-api/players/contacts/onverification', { bearer: p.bearer });
  const emailContact = pending.body.data.find((c) => c.type === 'email')!;
  const sent = await api<unknown, { id: string }>(emailVerificationRequest, `/json-api/players/contacts/email-verification/request/${emailContact.id}`, {
    method: 'POST',
    bearer: p.bearer,
    params: { id: String(emailContact.id) },
  });
  expect(sent.status).toBe(200);
  const { token } = await lastLinkToken(p.email);
  const opened = await api(emailVerificationConfirm, `/json-api/players/contacts/email-verification/confirm?token=${encodeURIComponent(token)}&lang=en`, { xhr: false });
  expect(opened.status).toBeLessThan(400);
  expect(await one(p, 'verified_email')).toMatchObject({ progress: 100, isCompleted: true });
  expect((await achievementGifts(p)).map((g) => g.type).sort()).toEqual(['compoint', 'compoint']);
  expect(await completedNotices(p)).toHaveLength(2);
});

it('a phone registration, proven by its SMS code, completes the verified phone at once', async () => {
  const input = phoneRegistration({ phone: uniquePhone() });
  const started = await api<{ phone: string; registration_token: string }>(register, '/json-api/users/register', { body: input });
  expect(started.status).toBe(200);
  const { phone, registration_token } = started.body;
  const done = await api<{ accessToken: string }>(confirmPhone, '/json-api/players/phones/confirm', { body: { phone, code: await lastSms(phone), registration_token } });
  expect(done.status).toBe(200);
  const p = { bearer: done.body.accessToken, id: 0, hash: '' };
  expect(await one(p, 'verified_phone')).toMatchObject({ progress: 100, isCompleted: true });
  expect((await one(p, 'verified_email')).progress).toBe(0);
});

it('level: reaching levels by real play moves the level-5 goal (level 1 is 0 %) and level 5 completes it', async () => {
  const p = await newPlayer();
  await fund(p, 5_000_000);
  const token = await runToken(p);
  // 100 points reach level 2: a quarter of the way from level 1 to 5.
  expect((await spin(token, 10_000)).status).toBe(200);
  expect((await one(p, 'level_5')).progress).toBe(25);
  // 16 rounds of 100.00 are 1600 points: level 5 (1500).
  for (let i = 1; i < 16; i += 1) expect((await spin(token, 10_000)).status).toBe(200);
  expect(await one(p, 'level_5')).toMatchObject({ progress: 100, isCompleted: true });
  expect((await achievementGifts(p)).map((g) => g.title)).toContainEqual(expect.objectContaining({ en: 'Bonus of 500 RUB' }));
});

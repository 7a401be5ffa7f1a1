import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { gameRounds, gameSessions } from '@/lib/platform/db/schema';
import type { GameRunInfo } from '@/lib/domain/games/game-run';
import { REALTIME_EVENTS } from '@/lib/domain/realtime/realtime-events';
import type { StudioRoundAnswer } from '@/lib/domain/studio/studio-session';
import { onMessage, type RealtimeMessage } from '@/lib/platform/realtime/bus';
import { loadStudioSession } from '@/lib/platform/games/studio-session';
import { POST as register } from '@/app/json-api/users/register/route';
import { POST as logoutRoute } from '@/app/json-api/logout/route';
import { POST as loginRoute } from '@/app/json-api/login/route';
import { GET as getProfile } from '@/app/json-api/users/profile/route';
import { GET as getBalance } from '@/app/json-api/users/balance/route';
import { POST as gameRun } from '@/app/json-api/eapi/game-run/[slug]/route';
import { GET as recent } from '@/app/json-api/v2/games/recent/route';
import { POST as playRoundRoute } from '@/app/json-api/studio/rounds/route';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api, emailRegistration, withConfig } from './helpers/accounts';

type Tokens = { accessToken: string; refreshToken: string };
type Errors = { errors: { code: string; field?: string }[]; balance?: { amount: number } };
type Balance = { balance: number; bonus: number; currency: string };

let db: Db;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  db = await openSeededDb();
});

afterAll(async () => {
  await closeTestDb();
});

async function newPlayer(): Promise<{ bearer: string; id: number; hash: string }> {
  const input = emailRegistration();
  const res = await api<Tokens>(register, '/json-api/users/register', { body: input });
  expect(res.status).toBe(200);
  const profile = await api<{ data: { id: number; hash: string } }>(getProfile, '/json-api/users/profile', { bearer: res.body.accessToken });
  return { bearer: res.body.accessToken, id: profile.body.data.id, hash: profile.body.data.hash };
}

const run = (slug: string, req: { bearer?: string; body?: Record<string, unknown>; headers?: Record<string, string> } = {}) =>
  api<{ data: GameRunInfo } & Errors, { slug: string }>(gameRun, `/json-api/eapi/game-run/${slug}`, { body: req.body ?? { platform: 'desktop' }, bearer: req.bearer, params: { slug }, headers: req.headers });

const spin = (runToken: string, bet: number, roundId: string = randomUUID(), extra: Record<string, unknown> = {}) =>
  api<{ data: StudioRoundAnswer } & Errors>(playRoundRoute, '/json-api/studio/rounds', { body: { runToken, roundId, bet, ...extra } });

async function creditReal(userId: number, amount: number) {
  const { deposit } = await import('@/lib/platform/wallet/credits');
  await deposit(db, { transactionId: `test-deposit:${userId}:${randomUUID()}`, userId, currency: 'RUB', amount });
}

describe('POST /json-api/eapi/game-run/{slug}', () => {
  it('gives a guest a demo run with the studio page in the frame', async () => {
    const res = await run('cherry-blaze');
    expect(res.status).toBe(200);
    const info = res.body.data;
    expect(info).toMatchObject({ frameWidth: 1280, frameHeight: 720, redirect: false, type: 'demo' });
    expect(info.run_url).toMatch(/^\/studio\/cherry-blaze\?token=/);
    expect(info.runToken.length).toBeGreaterThan(30);
    expect(info.session_id).toBeTruthy();
  });

  it('runs a player for real by default, in their language, with the game frame size', async () => {
    const player = await newPlayer();
    const res = await api<{ data: GameRunInfo }, { slug: string }>(gameRun, '/json-api/eapi/game-run/jacks-or-better', {
      body: { platform: 'mobile' },
      bearer: player.bearer,
      params: { slug: 'jacks-or-better' },
      lang: 'en',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ type: 'real', frameWidth: 800, frameHeight: 600 });
    expect(res.body.data.run_url).toMatch(/^\/en\/studio\/jacks-or-better\?token=/);
  });

  it('marks redirect games and refuses what cannot be played', async () => {
    expect((await run('sky-climber')).body.data.redirect).toBe(true);
    expect((await run('no-such-game')).status).toBe(404);
    expect((await run('retro-sevens')).status).toBe(404); // inactive
    const disabled = await run('ember-wyrm');
    expect(disabled.status).toBe(400);
    expect(disabled.body.errors[0]!.code).toBe('game_disabled');
    const noDemo = await run('orbit-jackpot');
    expect(noDemo.status).toBe(400);
    expect(noDemo.body.errors[0]!.code).toBe('demo_not_available');
    expect((await run('cherry-blaze', { body: { type: 'real' } })).status).toBe(401);
    const bad = await run('cherry-blaze', { body: { type: 'money', exitUrl: 'https://evil.example/' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e) => e.field).sort()).toEqual(['exitUrl', 'type']);
  });

  it('refuses an exitUrl a browser would read as another site (400), and keeps a path of the site', async () => {
    for (const exitUrl of ['/\t\\evil.example', '/\n/evil.example', '/%2F/evil.example', '\\/evil.example', '/\u2028/evil.example', '//evil.example', 'javascript:alert(1)']) {
      const bad = await run('sky-climber', { body: { exitUrl } });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([{ code: 'invalid_value', field: 'exitUrl' }]);
    }
    const good = await run('sky-climber', { body: { exitUrl: '/en/games/top?page=2' } });
    expect(good.status).toBe(200);
    const session = await loadStudioSession(db, good.body.data.runToken);
    expect(session?.exitUrl).toBe('/en/games/top?page=2');
  });

  it('refuses a restricted region (451) like the /play, login and registration pages', async () => {
    const restore = await withConfig((config) => ({ ...config, restrictedCountries: ['GB'] }));
    try {
      const res = await run('cherry-blaze', { headers: { 'x-country-code': 'gb' } });
      expect(res.status).toBe(451);
      expect(res.body.errors[0]!.code).toBe('region_restricted');
      // The screens of the restricted area are barred in the API too, not only by the proxy.
      const gb = { 'x-country-code': 'GB' };
      const login = await api<Errors>(loginRoute, '/json-api/login', { body: { login: 'demo@croupier.example', password: 'DemoPlayer2026' }, headers: gb });
      expect(login.status).toBe(451);
      expect((await api<Errors>(register, '/json-api/users/register', { body: emailRegistration(), headers: gb })).status).toBe(451);
      // Elsewhere, and for other countries, nothing changes.
      expect((await run('cherry-blaze', { headers: { 'x-country-code': 'FR' } })).status).toBe(200);
    } finally {
      await restore();
    }
  });

  it('stops the first session when the same player starts a second one, and tells its frame', async () => {
    const player = await newPlayer();
    const seen: RealtimeMessage[] = [];
    const off = onMessage((room, message) => {
      if (room === `user:${player.hash}`) seen.push(message);
    });
    try {
      const first = (await run('cherry-blaze', { bearer: player.bearer, body: { type: 'demo' } })).body.data;
      const second = (await run('pharaohs-dawn', { bearer: player.bearer, body: { type: 'demo' } })).body.data;
      expect(seen).toContainEqual({ type: REALTIME_EVENTS.gameSessionDeactivated, runToken: first.runToken });
      const blocked = await spin(first.runToken, 100);
      expect(blocked.status).toBe(409);
      expect(blocked.body.errors[0]!.code).toBe('game_session_deactivated');
      expect((await spin(second.runToken, 100)).status).toBe(200);
    } finally {
      off();
    }
  });
});

describe('POST /json-api/studio/rounds', () => {
  it('plays a guest demo round from the session’s own play money', async () => {
    const { runToken } = (await run('cherry-blaze')).body.data;
    const before = (await loadStudioSession(db, runToken))!.balance.amount;
    const res = await spin(runToken, 100);
    expect(res.status).toBe(200);
    const answer = res.body.data;
    expect(answer.outcome.kind).toBe('slot');
    expect(answer.balance).toEqual({ mode: 'demo', currency: 'RUB', amount: before - 100 + answer.win });
    // A retry of that round plays nothing again: same outcome, same balance.
    const retry = await spin(runToken, 100, answer.roundId);
    expect(retry.body.data.outcome).toEqual(answer.outcome);
    expect(retry.body.data.balance.amount).toBe(answer.balance.amount);
  });

  it('moves real money through the ledger, publishes the balance and records the round once', async () => {
    const player = await newPlayer();
    await creditReal(player.id, 50_000);
    const { runToken } = (await run('cherry-blaze', { bearer: player.bearer })).body.data;
    const published: RealtimeMessage[] = [];
    const offBus = onMessage((room, message) => room === `user:${player.hash}` && published.push(message));
    try {
      const roundId = randomUUID();
      const first = await spin(runToken, 200, roundId);
      expect(first.status).toBe(200);
      const expected = 50_000 - 200 + first.body.data.win;
      expect(first.body.data.balance).toEqual({ mode: 'real', currency: 'RUB', amount: expected });
      const balance = await api<{ data: Balance }>(getBalance, '/json-api/users/balance', { bearer: player.bearer });
      expect(balance.body.data.balance).toBe(expected);
      expect(published.some((m) => m.type === REALTIME_EVENTS.balanceChanged)).toBe(true);

      // A retry of the same round settles nothing again and answers the same outcome.
      const retry = await spin(runToken, 200, roundId);
      expect(retry.status).toBe(200);
      expect(retry.body.data.outcome).toEqual(first.body.data.outcome);
      expect(retry.body.data.balance.amount).toBe(expected);
      const stored = await db.select().from(gameRounds).where(eq(gameRounds.roundId, roundId));
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ userId: player.id, mode: 'real', bet: 200, win: first.body.data.win });
    } finally {
      offBus();
    }
  });

  it('refuses a stake above the balance and tells the balance; refuses stakes outside the limits', async () => {
    const player = await newPlayer();
    const { runToken } = (await run('cherry-blaze', { bearer: player.bearer })).body.data;
    const broke = await spin(runToken, 100);
    expect(broke.status).toBe(400);
    expect(broke.body.errors[0]!.code).toBe('insufficient_funds');
    expect(broke.body.balance).toMatchObject({ mode: 'real', amount: 0 });
    const huge = await spin(runToken, 10_000_000);
    expect(huge.status).toBe(400);
    expect(huge.body.errors[0]!.code).toBe('bet_out_of_limits');
    const odd = await spin(runToken, 101);
    expect(odd.body.errors[0]!.code).toBe('invalid_bet');
    expect((await spin('nope', 100)).status).toBe(404);
    expect((await api<Errors>(playRoundRoute, '/json-api/studio/rounds', { body: { runToken, roundId: 'x', bet: 100 } })).status).toBe(400);
  });

  it('plays the dice game of a table game with a target', async () => {
    const { runToken } = (await run('european-roulette', { body: { type: 'demo' } })).body.data;
    const view = (await loadStudioSession(db, runToken))!;
    expect(view.config.kind).toBe('dice');
    const res = await spin(runToken, 100, randomUUID(), { target: 5000, direction: 'under' });
    expect(res.status).toBe(200);
    expect(res.body.data.outcome).toMatchObject({ kind: 'dice', target: 5000, direction: 'under' });
    const bad = await spin(runToken, 100, randomUUID(), { target: 9999, direction: 'under' });
    expect(bad.body.errors[0]!.code).toBe('invalid_target');
  });

  it('refuses rounds of a session a second window stopped, even one that has played, and moves no money', async () => {
    const player = await newPlayer();
    await creditReal(player.id, 10_000);
    const first = (await run('cherry-blaze', { bearer: player.bearer })).body.data.runToken;
    const played = await spin(first, 100);
    expect(played.status).toBe(200);
    await run('pharaohs-dawn', { bearer: player.bearer });
    const refused = await spin(first, 100);
    expect([refused.status, refused.body.errors[0]!.code]).toEqual([409, 'game_session_deactivated']);
    const balance = await api<{ data: Balance }>(getBalance, '/json-api/users/balance', { bearer: player.bearer });
    expect(balance.body.data.balance).toBe(played.body.data.balance.amount);
    // A retry of the round it played before it stopped still gets its answer.
    const retry = await spin(first, 100, played.body.data.roundId);
    expect(retry.status).toBe(200);
    expect(retry.body.data.outcome).toEqual(played.body.data.outcome);
  });

  it('ends the games of a login when it logs out', async () => {
    const player = await newPlayer();
    const { runToken } = (await run('cherry-blaze', { bearer: player.bearer, body: { type: 'demo' } })).body.data;
    expect((await api(logoutRoute, '/json-api/logout', { body: {}, bearer: player.bearer })).status).toBe(200);
    const [session] = await db.select({ status: gameSessions.status }).from(gameSessions).where(eq(gameSessions.runToken, runToken));
    expect(session!.status).toBe('deactivated');
    expect((await spin(runToken, 100)).status).toBe(409);
  });
});

describe('GET /json-api/v2/games/recent', () => {
  it('lists the player’s launched games, latest first, each once; 401 for a guest', async () => {
    const player = await newPlayer();
    for (const slug of ['cherry-blaze', 'pharaohs-dawn', 'cherry-blaze']) await run(slug, { bearer: player.bearer, body: { type: 'demo' } });
    const res = await api<{ data: { data: { slug: string }[] } }>(recent, '/json-api/v2/games/recent', { bearer: player.bearer });
    expect(res.status).toBe(200);
    expect(res.body.data.data.map((g) => g.slug)).toEqual(['cherry-blaze', 'pharaohs-dawn']);
    expect((await api(recent, '/json-api/v2/games/recent')).status).toBe(401);
    const other = await newPlayer();
    expect((await api<{ data: { data: unknown[] } }>(recent, '/json-api/v2/games/recent', { bearer: other.bearer })).body.data.data).toEqual([]);
  });
});

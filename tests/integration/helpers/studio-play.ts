import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/platform/db/client';
import type { GameRunInfo } from '@/lib/domain/games/game-run';
import type { StudioRoundAnswer } from '@/lib/domain/studio/studio-session';
import { deposit } from '@/lib/platform/wallet/credits';
import { POST as gameRun } from '@/app/json-api/eapi/game-run/[slug]/route';
import { POST as playRoundRoute } from '@/app/json-api/studio/rounds/route';
import { api } from './accounts';
import { registerPlayer, type TestPlayer } from './players';

/** Real play through the calls a browser makes: a funded player, a game run, studio rounds. */
type Errors = { errors: { code: string }[] };

/** A new player with 100 000.00 of real money in `currency`. */
export async function fundedPlayer(db: Db, currency = 'RUB'): Promise<TestPlayer> {
  const p = await registerPlayer(currency === 'RUB' ? {} : { currency });
  await deposit(db, { transactionId: `test-dep:${randomUUID()}`, userId: p.id, currency, amount: 10_000_000 });
  return p;
}

/** POST /json-api/eapi/game-run/{slug}: a new game session, as the call answers it. */
export async function gameRunOf(p: TestPlayer, slug = 'cherry-blaze', type: 'real' | 'demo' = 'real'): Promise<GameRunInfo> {
  const res = await api<{ data: GameRunInfo } & Errors, { slug: string }>(gameRun, `/json-api/eapi/game-run/${slug}`, { body: { platform: 'desktop', type }, bearer: p.bearer, params: { slug } });
  expect(res.status).toBe(200);
  return res.body.data;
}

/** The run token of a new game session. */
export async function runToken(p: TestPlayer, slug = 'cherry-blaze', type: 'real' | 'demo' = 'real'): Promise<string> {
  return (await gameRunOf(p, slug, type)).runToken;
}

/** One studio round (POST /json-api/studio/rounds), which must be answered 200. */
export async function spin(token: string, bet: number, roundId: string = randomUUID()): Promise<StudioRoundAnswer> {
  const res = await api<{ data: StudioRoundAnswer } & Errors>(playRoundRoute, '/json-api/studio/rounds', { body: { runToken: token, roundId, bet } });
  expect(res.status).toBe(200);
  return res.body.data;
}

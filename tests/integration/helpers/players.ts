import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/platform/db/client';
import { users } from '@/lib/platform/db/schema';
import { deposit } from '@/lib/platform/wallet/credits';
import { POST as register } from '@/app/json-api/users/register/route';
import { GET as profile } from '@/app/json-api/users/profile/route';
import { api, emailRegistration } from './accounts';

/** A player registered through the API as the site registers one: the access token, the id and the hash (the realtime room). */
export interface TestPlayer {
  bearer: string;
  id: number;
  hash: string;
  /** The session cookie's value the registration set (a browser's login: the /ws upgrade reads it). */
  cookie?: string;
}

/** Tries a sign-up answered 503 `busy` (the password work is full) gets. */
const BUSY_TRIES = 5;

/**
 * Registers a new player by e-mail (`overrides` change the registration body, e.g. the currency).
 * Many at once on a busy machine may meet the password calls' door full: a 503 with Retry-After is
 * sent again after it, as the site's form does (lib/platform/work-pool: a task that waited too long).
 */
export async function registerPlayer(overrides: Record<string, unknown> = {}): Promise<TestPlayer> {
  const body = emailRegistration(overrides);
  let res = await api<{ accessToken: string }>(register, '/json-api/users/register', { body });
  for (let tries = 1; res.status === 503 && tries < BUSY_TRIES; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1_000 * Number(res.headers.get('retry-after') ?? 1)));
    res = await api<{ accessToken: string }>(register, '/json-api/users/register', { body });
  }
  if (res.status !== 200) throw new Error(`registration failed with ${res.status}`);
  const me = await api<{ data: { id: number; hash: string } }>(profile, '/json-api/users/profile', { bearer: res.body.accessToken });
  return { bearer: res.body.accessToken, id: me.body.data.id, hash: me.body.data.hash, cookie: res.cookie };
}

/**
 * A player who paid real money in (a ledger deposit, as a paid cashbox deposit makes one): the
 * promotions reward depositors only (lib/platform/promotions/reward-gates.ts).
 */
export async function registerDepositor(overrides: Record<string, unknown> = {}): Promise<TestPlayer> {
  const player = await registerPlayer(overrides);
  const [row] = await (await getDb()).select({ currency: users.currency }).from(users).where(eq(users.id, player.id));
  await deposit(await getDb(), { transactionId: `test-depositor:${player.id}`, userId: player.id, currency: row!.currency, amount: 100_000 });
  return player;
}

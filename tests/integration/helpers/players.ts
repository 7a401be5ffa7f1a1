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

/** How long a sign-up answered 503 `busy` is sent again, after each answer's Retry-After. */
const BUSY_DEADLINE_MS = 45_000;

/** The previous sign-up of this file, settled or not: the next one starts after it. */
let lastSignUp: Promise<unknown> = Promise.resolve();

/**
 * Registers a new player by e-mail (`overrides` change the registration body, e.g. the currency).
 * A test that needs many players at once (`Promise.all`) gets them one sign-up after another, so
 * they never fill the password calls' door together (lib/platform/work-pool: a 503 `busy` for a
 * task that waited too long); a 503 that other work still causes is sent again after its
 * Retry-After, as the site's form does, until a deadline that fails naming the refusal.
 */
export function registerPlayer(overrides: Record<string, unknown> = {}): Promise<TestPlayer> {
  const turn = lastSignUp.then(() => signUp(overrides));
  lastSignUp = turn.catch(() => undefined);
  return turn;
}

async function signUp(overrides: Record<string, unknown>): Promise<TestPlayer> {
  const body = emailRegistration(overrides);
  const deadline = Date.now() + BUSY_DEADLINE_MS;
  let res = await api<{ accessToken: string }>(register, '/json-api/users/register', { body });
  while (res.status === 503 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1_000 * Number(res.headers.get('retry-after') ?? 1)));
    res = await api<{ accessToken: string }>(register, '/json-api/users/register', { body });
  }
  if (res.status === 503) throw new Error(`registration still answered 503 busy after ${BUSY_DEADLINE_MS / 1000} s of retries: ${res.text}`);
  if (res.status !== 200) throw new Error(`registration failed with ${res.status}: ${res.text}`);
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

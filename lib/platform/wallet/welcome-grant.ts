import 'server-only';
import type { Executor } from '@/lib/platform/db/executor';
import { grant } from './credits';
import { ensureAccounts } from './player-accounts';
import type { WalletAnswer } from './types';

/** 1 000.00 of play money in minor units, unless WELCOME_PLAY_MONEY says otherwise. */
export const DEFAULT_WELCOME_PLAY_MONEY = 100_000;

/** The play money a new player gets (env WELCOME_PLAY_MONEY, minor units; 0 = none). */
export function welcomePlayMoney(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const raw = env.WELCOME_PLAY_MONEY?.trim();
  if (!raw) return DEFAULT_WELCOME_PLAY_MONEY;
  const amount = Number(raw);
  // A typo must not quietly give players nothing, or a fortune: refuse it loudly.
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(amount)) throw new Error(`WELCOME_PLAY_MONEY must be a whole number of minor units, got "${raw}"`);
  return amount;
}

/** The key of a player's welcome grant: one per player, so running it again pays nothing. */
export const welcomeGrantKey = (userId: number) => `welcome-play:${userId}`;

/**
 * Opens a new player's accounts and grants the welcome play money, so demo games can be played
 * at once; real money starts at zero. Runs in the registration's transaction (`db`): no
 * account without its grant. Returns null when the grant is configured to 0.
 */
export async function grantWelcomePlayMoney(db: Executor, user: { id: number; currency: string }): Promise<WalletAnswer | null> {
  const amount = welcomePlayMoney();
  if (amount === 0) {
    await ensureAccounts(db, user.id, user.currency);
    return null;
  }
  return grant(db, { transactionId: welcomeGrantKey(user.id), userId: user.id, currency: user.currency, amount, to: 'play' });
}

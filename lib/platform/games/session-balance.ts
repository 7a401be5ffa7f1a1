import 'server-only';
import type { StudioBalance } from '@/lib/domain/studio/studio-session';
import type { Executor } from '@/lib/platform/db/executor';
import { readBalances } from '@/lib/platform/wallet/player-accounts';
import { availableToStake } from '@/lib/platform/wallet/stake-rules';
import type { WalletBalances } from '@/lib/platform/wallet/types';
import { findSessionByToken, type GameSession, type RunIdentity } from './game-sessions';

/** What a game session may stake, as the wallet's stake rule counts it. */
export function sessionBalanceOf(session: Pick<GameSession, 'mode' | 'currency'>, balance: WalletBalances, allowBonus: boolean): StudioBalance {
  return { mode: session.mode, currency: session.currency, amount: availableToStake(balance, session.mode, allowBonus) };
}

/** The same, read now: a guest's play money is on the session row, a player's in the ledger. */
export async function sessionBalance(db: Executor, session: RunIdentity | GameSession, allowBonus: boolean): Promise<StudioBalance> {
  if (session.userId === null) {
    const guestBalance = 'guestBalance' in session ? session.guestBalance : (await findSessionByToken(db, session.runToken))?.guestBalance;
    return { mode: 'demo', currency: session.currency, amount: guestBalance ?? 0 };
  }
  return sessionBalanceOf(session, await readBalances(db, session.userId, session.currency), allowBonus);
}

import 'server-only';
import type { BalanceDto } from '@/lib/domain/accounts/account-types';
import type { Executor } from '@/lib/platform/db/executor';
import { accountNotFound } from './errors';
import { readPlayerWallet, toBalanceDto } from '@/lib/platform/wallet/balances';
import { winbackOf } from '@/lib/platform/gift-activation/winback';

export type { BalanceDto };

/**
 * The player's balances (spec §3) from the money ledger, in the player's currency, with the
 * wagering still owed and the win-back amount (this week's accrued weekly win-back and what a
 * held cashback gift would pay now, gift-activation/winback.ts: two to four more indexed queries).
 */
export async function getBalance(db: Executor, userId: number): Promise<BalanceDto> {
  const wallet = await readPlayerWallet(db, userId);
  if (!wallet) throw accountNotFound();
  return { ...toBalanceDto(userId, wallet.currency, wallet.balance, wallet.wagering, wallet.compoints), winback: await winbackOf(db, userId, wallet.currency) };
}

import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor } from '@/lib/platform/db/executor';
import { walletEntries, walletTransactions } from '@/lib/platform/db/schema';
import { balanceNotice } from './balances';
import { queryRows } from '@/lib/platform/db/driver-query';
import { WalletError } from './errors';
import { findStored, inLedgerTransaction, post, replay, type Leg } from './ledger';
import { lockAccounts, type LockedAccounts } from './player-accounts';
import { addBalances, NOTHING } from './stake-rules';
import type { RollbackInput, RollbackOutcome, WalletAnswer, WalletBalances, WalletResult, WalletTransactionType } from './types';

/**
 * Reverses a bet: its entries are posted again with the opposite sign, so the stake goes back
 * to exactly the accounts it came from (real and bonus parts alike).
 *
 * The rule:
 * - A bet is reversed once. Another rollback of it (another key) answers `already_reversed`
 *   and moves nothing; the same rollback key again gets its first answer (`duplicate`).
 * - Only bets (`bet`) are rolled back; a key of a win or of a bet-and-win round is refused
 *   (`transaction_conflict`): a settled round is final.
 * - A rollback of a bet the wallet never saw (a provider whose bet timed out on the way) is
 *   recorded as a no-op (`unknown_bet`) AND takes the bet's key as a `void_bet`, so when that
 *   bet arrives late it is refused (`bet_cancelled`) instead of taking money the provider
 *   already considers returned. Bet and rollback race for the same unique key; whichever
 *   commits first decides.
 *
 * It locks the player's accounts before it touches the bet's key, the same order a bet uses
 * (accounts, then key), so a bet and its rollback arriving together cannot deadlock.
 */
export async function rollback(db: Executor, input: RollbackInput): Promise<WalletAnswer> {
  const movement = { key: input.transactionId, type: 'rollback' as const, userId: input.userId };
  return inLedgerTransaction(db, async (tx) => {
    const stored = await findStored(tx, input.transactionId);
    if (stored) return replay(movement, stored);
    const locked = await lockAccounts(tx, input.userId, input.currency, ['house_bets', 'house_play_bets']);
    const record = async (outcome: RollbackOutcome, roundRef: string | null) => (await recordRollback(tx, input, locked, { outcome, roundRef, legs: [], credited: NOTHING })).answer;

    const voidMark: WalletResult = {
      ...rollbackResult(input, locked, 'unknown_bet', input.roundRef ?? null, NOTHING),
      transactionId: input.betTransactionId,
      type: 'void_bet',
    };
    const voided = await post(tx, voidMark, []);
    if ('id' in voided) return record('unknown_bet', input.roundRef ?? null);

    const bet = await lockBet(tx, input.betTransactionId);
    if (!bet) throw new Error(`wallet: bet ${input.betTransactionId} vanished`);
    if (bet.userId !== input.userId || bet.currency !== input.currency || (bet.type !== 'bet' && bet.type !== 'void_bet')) {
      throw new WalletError('transaction_conflict', `${input.betTransactionId} is not a bet of this player in ${input.currency}`);
    }
    const roundRef = input.roundRef ?? bet.roundRef;
    if (bet.type === 'void_bet') return record('unknown_bet', roundRef);
    if (bet.rolledBackBy !== null) return record('already_reversed', roundRef);
    const legs = bet.entries.map(([accountId, amount]) => ({ accountId, amount: -amount }));
    const reversed = await recordRollback(tx, input, locked, { outcome: 'reversed', roundRef, legs, credited: bet.answer.debited });
    if (reversed.id !== null) await queryRows(tx, sql`update ${walletTransactions} set rolled_back_by = ${reversed.id} where id = ${bet.id}`);
    return reversed.answer;
  });
}

function rollbackResult(input: RollbackInput, locked: LockedAccounts, outcome: RollbackOutcome, roundRef: string | null, credited: WalletBalances): WalletResult {
  return {
    transactionId: input.transactionId,
    type: 'rollback',
    userId: input.userId,
    currency: input.currency,
    roundRef,
    balance: addBalances(locked.balance, credited),
    debited: NOTHING,
    credited,
    rollback: { betTransactionId: input.betTransactionId, outcome },
  };
}

/** Posts the rollback's own transaction (no entries unless it reverses a bet). */
async function recordRollback(
  tx: Executor,
  input: RollbackInput,
  locked: LockedAccounts,
  what: { outcome: RollbackOutcome; roundRef: string | null; legs: Leg[]; credited: WalletBalances },
): Promise<{ answer: WalletAnswer; id: number | null }> {
  const result = rollbackResult(input, locked, what.outcome, what.roundRef, what.credited);
  const posted = await post(tx, result, what.legs, input.betTransactionId);
  if ('taken' in posted) return { answer: replay({ key: input.transactionId, type: 'rollback', userId: input.userId }, posted.taken), id: null };
  // The requirement is left as locked: a reversed stake keeps its countdown (the bet does not record
  // how much of it counted, the floor at 0 may have cut it), and rollbacks come from the game, not the player.
  return { answer: { ...result, duplicate: false, notice: balanceNotice(locked.userHash, input.userId, input.currency, result.balance, locked.wagering) }, id: posted.id };
}

interface LockedBet {
  id: number;
  type: WalletTransactionType;
  userId: number;
  currency: string;
  roundRef: string | null;
  rolledBackBy: number | null;
  answer: WalletResult;
  /** [account id, amount] of each entry. */
  entries: [number, number][];
}

/** The bet's row, locked, with its entries: concurrent rollbacks of one bet take turns here. */
async function lockBet(tx: Executor, key: string): Promise<LockedBet | null> {
  const [row] = await queryRows<Omit<LockedBet, 'id' | 'rolledBackBy'> & { id: number | string; rolledBackBy: number | string | null }>(
    tx,
    sql`select t.id, t.type, t.user_id as "userId", t.currency, t.round_ref as "roundRef", t.rolled_back_by as "rolledBackBy", t.answer,
        coalesce((select json_agg(json_build_array(e.account_id, e.amount) order by e.leg) from ${walletEntries} e where e.transaction_id = t.id), '[]'::json) as entries
      from ${walletTransactions} t where t.idempotency_key = ${key}
      for update of t`,
  );
  if (!row) return null;
  return { ...row, id: Number(row.id), rolledBackBy: row.rolledBackBy === null ? null : Number(row.rolledBackBy) };
}

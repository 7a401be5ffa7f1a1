import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { inTransaction, isTransaction } from '@/lib/platform/db/transaction';
import { PLAYER_ACCOUNT_KINDS, walletTransactions } from '@/lib/platform/db/schema';
import { balanceNotice, publishAnswer } from './balances';
import { queryRows } from '@/lib/platform/db/driver-query';
import { InsufficientFundsError, WalletError } from './errors';
import { lockAccounts, type LockedAccounts } from './player-accounts';
import { wageringAfter } from './wagering';
import type { HouseAccountKind, WalletAnswer, WalletBalances, WalletResult, WalletTransactionType } from './types';

/**
 * The double-entry core every movement goes through (docs/ARCHITECTURE.md "Money ledger").
 * A movement costs two statements inside its database transaction: the lock of its accounts
 * (which also reads their balances and the wagering requirement) and one that writes the
 * transaction row, the entries and the new cached balances together. Both are SQL functions
 * (migrations 0004, 0008), so PostgreSQL plans them once per connection: planning, not
 * executing, was most of a round's cost. A stake of a player who owes wagering adds a third,
 * the requirement's countdown (wagering.ts).
 */

/**
 * Runs a movement with `inTransaction` (lib/platform/db/transaction.ts): in the caller's open
 * transaction, or in a new one, whose balance change it publishes once committed. Given a
 * transaction it opens no other (no savepoint either): the caller's own inserts and the money
 * movement commit or roll back together, and the caller publishes after its commit (`publishAnswer`).
 */
export async function inLedgerTransaction(db: Executor, work: (tx: Executor) => Promise<WalletAnswer>): Promise<WalletAnswer> {
  if (isTransaction(db)) return work(db);
  const answer = await inTransaction(db, work);
  await publishAnswer(answer);
  return answer;
}

/** A movement of the player's money: which house accounts it needs and how it moves. */
export interface Movement {
  key: string;
  type: WalletTransactionType;
  userId: number;
  currency: string;
  roundRef: string | null;
  house: readonly HouseAccountKind[];
  /** Decides from the locked balances what moves; throws (InsufficientFundsError) to refuse. */
  plan: (locked: LockedAccounts, tx: Executor) => Plan | Promise<Plan>;
}

export interface Plan {
  debited: WalletBalances;
  credited: WalletBalances;
  /** Amount per house account; with the player's legs everything sums to zero. */
  house: Partial<Record<HouseAccountKind, number>>;
}

/** Locks, plans and posts a movement; a used key gets its first answer back and moves nothing. */
export async function move(tx: Executor, movement: Movement): Promise<WalletAnswer> {
  return (await moveWith(tx, movement, () => null)).answer;
}

/**
 * More of the caller's own writes, run by the post's statement itself (one round trip less: a
 * round's record rides with its money, games/round-record.ts). `ctes` follow the CTE `posted`
 * (wallet_post's row: `posted_id` is null when the key was taken, and the follow-up must then
 * write nothing, so its writes read `posted`); `columns` are added to the statement's row,
 * from the CTEs `joins` joins to `posted` (left joins: `posted` always answers its row).
 */
export interface FollowUp {
  ctes: SQL;
  columns: SQL;
  joins: SQL;
}

/**
 * `move` with a follow-up written by the same statement as the movement, decided from its plan
 * (what moves from which account). Answers the statement's row with the follow-up's columns
 * (null when the key was taken).
 */
export async function moveWith(tx: Executor, movement: Movement, followUp: (plan: Plan) => FollowUp | null): Promise<{ answer: WalletAnswer; follow: unknown }> {
  const locked = await lockAccounts(tx, movement.userId, movement.currency, movement.house);
  let plan: Plan;
  try {
    plan = await movement.plan(locked, tx);
  } catch (error) {
    // A replay must not be refused for funds the first request had: answer it if the key is used.
    const stored = error instanceof InsufficientFundsError ? await findStored(tx, movement.key) : null;
    if (stored) return { answer: replay(movement, stored), follow: null };
    throw error;
  }
  const legs: Leg[] = [];
  for (const kind of PLAYER_ACCOUNT_KINDS) {
    legs.push({ accountId: locked.ids[kind], amount: -plan.debited[kind] }, { accountId: locked.ids[kind], amount: plan.credited[kind] });
  }
  for (const [kind, amount] of Object.entries(plan.house) as [HouseAccountKind, number][]) legs.push({ accountId: locked.ids[kind], amount });
  const balance = { ...locked.balance };
  for (const kind of PLAYER_ACCOUNT_KINDS) balance[kind] += plan.credited[kind] - plan.debited[kind];
  const result: WalletResult = {
    transactionId: movement.key,
    type: movement.type,
    userId: movement.userId,
    currency: movement.currency,
    roundRef: movement.roundRef,
    balance,
    debited: plan.debited,
    credited: plan.credited,
  };
  const posted = await post(tx, result, legs, null, followUp(plan));
  if ('taken' in posted) return { answer: replay(movement, posted.taken), follow: null };
  // After the post, so a refused stake or a used key never counts towards the requirement.
  const wagering = await wageringAfter(tx, movement, plan.debited, locked.wagering);
  return { answer: { ...result, duplicate: false, notice: balanceNotice(locked.userHash, movement.userId, movement.currency, balance, wagering) }, follow: posted.follow };
}

export interface Leg {
  accountId: number | undefined;
  amount: number;
}

/** The transaction row that holds a key. */
export interface StoredTransaction {
  type: WalletTransactionType;
  userId: number;
  answer: WalletResult;
}

/** `follow`: the statement's row with the follow-up's columns (FollowUp), undefined without one. */
export type Posted = { id: number; follow?: unknown } | { taken: StoredTransaction };

/**
 * Writes a transaction with its entries and applies them to the player accounts' cached
 * balances (house accounts are entries only, migration 0017): one statement (`wallet_post`,
 * migrations 0004, 0017), with the caller's follow-up when given. When the idempotency key is
 * taken nothing is written and the row holding the key comes back instead (on PostgreSQL a
 * concurrent request with the same key waits for the first to commit, then gets its row). Zero
 * legs are left out. Entries must sum to zero: anything else is a bug and throws before writing
 * (the function refuses it too).
 */
/** What a posted transaction row names; stored whole as its answer (a WalletResult, or compoints.ts's own). */
export type PostedRecord = Pick<WalletResult, 'transactionId' | 'type' | 'userId' | 'currency' | 'roundRef'>;

export async function post(tx: Executor, result: PostedRecord, legs: readonly Leg[], referenceKey: string | null = null, followUp: FollowUp | null = null): Promise<Posted> {
  const moving = legs.filter((leg) => leg.amount !== 0);
  if (moving.reduce((sum, leg) => sum + leg.amount, 0) !== 0) throw new Error(`wallet: entries of ${result.transactionId} do not sum to zero`);
  if (moving.some((leg) => leg.accountId === undefined)) throw new Error(`wallet: ${result.transactionId} moves an account that was not locked`);
  // Whole numbers only, so the array literals need no quoting.
  const accounts = `{${moving.map((leg) => leg.accountId).join(',')}}`;
  const amounts = `{${moving.map((leg) => leg.amount).join(',')}}`;
  const call = sql`wallet_post(${result.transactionId}, ${result.type}, ${result.userId}, ${result.currency}, ${result.roundRef}, ${referenceKey},
      ${JSON.stringify(result)}, ${now().toISOString()}, ${accounts}, ${amounts})`;
  const [row] = await queryRows<{ posted_id: number | string | null; taken_type: WalletTransactionType; taken_user_id: number; taken_answer: WalletResult }>(
    tx,
    followUp ? sql`with posted as (select * from ${call}), ${followUp.ctes} select posted.*, ${followUp.columns} from posted ${followUp.joins}` : sql`select * from ${call}`,
    { prepared: true },
  );
  if (!row) throw new Error(`wallet: wallet_post answered nothing for ${result.transactionId}`);
  if (row.posted_id !== null) return followUp ? { id: Number(row.posted_id), follow: row } : { id: Number(row.posted_id) };
  if (row.taken_type === null) throw new Error(`wallet: key ${result.transactionId} is taken by a row this transaction cannot see`);
  return { taken: { type: row.taken_type, userId: row.taken_user_id, answer: row.taken_answer } };
}

export async function findStored(tx: Executor, key: string): Promise<StoredTransaction | null> {
  const [row] = await queryRows<StoredTransaction>(
    tx,
    sql`select ${walletTransactions.type} as "type", ${walletTransactions.userId} as "userId", ${walletTransactions.answer} as "answer"
      from ${walletTransactions} where ${walletTransactions.idempotencyKey} = ${key}`,
  );
  return row ?? null;
}

/**
 * The first answer of a used key. The key must have been used by the same player for the same
 * kind of movement; a key that a rollback voided refuses the bet (rollback.ts).
 */
export function replay(movement: Pick<Movement, 'key' | 'type' | 'userId'>, stored: StoredTransaction): WalletAnswer {
  if (stored.type === 'void_bet' && (movement.type === 'bet' || movement.type === 'bet_and_win')) {
    throw new WalletError('bet_cancelled', `bet ${movement.key} was rolled back before it arrived`);
  }
  if (stored.userId !== movement.userId || stored.type !== movement.type) {
    throw new WalletError('transaction_conflict', `key ${movement.key} was used for another movement`);
  }
  return { ...stored.answer, duplicate: true, notice: null };
}

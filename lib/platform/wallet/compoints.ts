import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { REALTIME_EVENTS, userRoom } from '@/lib/domain/realtime/realtime-events';
import type { Executor } from '@/lib/platform/db/executor';
import { COMPOINTS_CURRENCY, users, walletAccounts } from '@/lib/platform/db/schema';
import { queryRows } from '@/lib/platform/db/driver-query';
import { publish } from '@/lib/platform/realtime/bus';
import { insufficientCompoints, WalletError } from './errors';
import { findStored, post, type PostedRecord, type StoredTransaction } from './ledger';
import { log } from '@/lib/platform/log/logger';

/**
 * Compoints in the double-entry ledger (docs/ARCHITECTURE.md "Compoints"): each player
 * has a `compoints` account and the house one `house_compoints`, both in the pseudo-currency
 * COMPOINTS_CURRENCY, one unit per whole compoint. Earning (a round crossing a whole compoint, a
 * Compoint gift) moves house → player; a shop purchase moves player → house. Every movement has
 * its idempotency key like money: a retry moves nothing twice and gets its first answer back.
 *
 * Never negative: a spend locks the player's account (`for update`) and checks the balance
 * before it writes, so two purchases at once are decided one after the other; the database's
 * `wallet_accounts_player_not_negative` check is the last word.
 */

export interface CompointMovementInput {
  userId: number;
  /** Whole compoints, above 0. */
  amount: number;
  /** The movement's idempotency key (`compoints:<uid>:<n>`, `gift:<id>:compoints`, …). */
  key: string;
}

/** What a compoint movement answered; stored as its transaction's answer. */
export interface CompointMovement {
  transactionId: string;
  type: 'compoints_credit' | 'compoints_spend';
  userId: number;
  amount: number;
  /** The player's compoints right after the movement. */
  balance: number;
  /** True when the key had been used: nothing moved, this is the first answer. */
  duplicate: boolean;
}

type StoredMovement = Omit<CompointMovement, 'duplicate'>;

/** Moves compoints from the house to the player (earned, or a gift's). */
export function creditCompoints(tx: Executor, input: CompointMovementInput): Promise<CompointMovement> {
  return moveCompoints(tx, input, 'compoints_credit');
}

/**
 * Moves compoints from the player to the house (a purchase). Short of compoints it throws the
 * DomainError `insufficient_compoint_balance` with `missing` and `balance` (HTTP 400) and moves
 * nothing; the caller's transaction is still usable.
 */
export function spendCompoints(tx: Executor, input: CompointMovementInput): Promise<CompointMovement> {
  return moveCompoints(tx, input, 'compoints_spend');
}

async function moveCompoints(tx: Executor, input: CompointMovementInput, type: CompointMovement['type']): Promise<CompointMovement> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new WalletError('invalid_amount', `compoints: ${input.amount} is not a whole positive amount`);
  const locked = await lockCompointAccounts(tx, input.userId);
  const sign = type === 'compoints_credit' ? 1 : -1;
  if (sign < 0 && locked.balance < input.amount) {
    // A replay must not be refused for compoints the first request had.
    const stored = await findStored(tx, input.key);
    if (stored) return replayed(input, type, stored);
    throw insufficientCompoints(locked.balance, input.amount);
  }
  const movement: StoredMovement = { transactionId: input.key, type, userId: input.userId, amount: input.amount, balance: locked.balance + sign * input.amount };
  const record: PostedRecord & StoredMovement = { ...movement, currency: COMPOINTS_CURRENCY, roundRef: null };
  const posted = await post(tx, record, [
    { accountId: locked.playerId, amount: sign * input.amount },
    { accountId: locked.houseId, amount: -sign * input.amount },
  ]);
  if ('taken' in posted) return replayed(input, type, posted.taken);
  return { ...movement, duplicate: false };
}

function replayed(input: CompointMovementInput, type: CompointMovement['type'], stored: StoredTransaction): CompointMovement {
  if (stored.userId !== input.userId || stored.type !== type) throw new WalletError('transaction_conflict', `key ${input.key} was used for another movement`);
  const answer = stored.answer as unknown as StoredMovement;
  return { ...answer, duplicate: true };
}

interface LockedCompoints {
  playerId: number;
  houseId: number;
  balance: number;
}

/**
 * Locks the player's compoint account and finds the house's, creating them on first use. The
 * house account is entries only, never locked (like wallet_lock, migration 0017): every player's
 * earning would otherwise queue on its row.
 */
async function lockCompointAccounts(tx: Executor, userId: number): Promise<LockedCompoints> {
  let locked = await selectForUpdate(tx, userId);
  if (!locked) {
    await ensureCompointAccounts(tx, userId);
    locked = await selectForUpdate(tx, userId);
  }
  if (!locked) throw new WalletError('unknown_player', `no player ${userId}`);
  return locked;
}

async function selectForUpdate(tx: Executor, userId: number): Promise<LockedCompoints | null> {
  const rows = await queryRows<{ id: number; kind: string; balance: number | string }>(
    tx,
    sql`with player as (
        select ${walletAccounts.id} as id, ${walletAccounts.kind} as kind, ${walletAccounts.balance} as balance from ${walletAccounts}
        where ${walletAccounts.currency} = ${COMPOINTS_CURRENCY} and ${walletAccounts.userId} = ${userId} and ${walletAccounts.kind} = 'compoints'
        for update)
      select id, kind, balance from player
      union all
      select ${walletAccounts.id}, ${walletAccounts.kind}, 0 from ${walletAccounts}
      where ${walletAccounts.currency} = ${COMPOINTS_CURRENCY} and ${walletAccounts.userId} is null and ${walletAccounts.kind} = 'house_compoints'`,
  );
  const player = rows.find((row) => row.kind === 'compoints');
  const house = rows.find((row) => row.kind === 'house_compoints');
  return player && house ? { playerId: player.id, houseId: house.id, balance: Number(player.balance) } : null;
}

/** Creates the player's compoint account (only for a player that exists) and the house's; rows another transaction created first are kept. */
async function ensureCompointAccounts(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`insert into ${walletAccounts} (user_id, currency, kind)
    select ${users.id}, ${COMPOINTS_CURRENCY}, 'compoints' from ${users} where ${users.id} = ${userId}
    on conflict do nothing`);
  await tx.insert(walletAccounts).values({ userId: null, currency: COMPOINTS_CURRENCY, kind: 'house_compoints' }).onConflictDoNothing();
}

/** The player's compoints without locking (0 before the first movement). */
export async function readCompoints(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.userId, userId), eq(walletAccounts.currency, COMPOINTS_CURRENCY), eq(walletAccounts.kind, 'compoints')))
    .limit(1);
  return row?.balance ?? 0;
}

/** A compoint movement committed: the player's whole compoints after it. */
export interface CompointsMoved {
  userId: number;
  balance: number;
}

/**
 * After the commit: `compoints_balance_changed { balance }` to the player's room. Looks the
 * player's hash up (rare: only crossings, purchases and gifts publish). Never throws: the
 * compoints have moved.
 */
export async function publishCompoints(db: Executor, moved: CompointsMoved | null): Promise<void> {
  if (!moved) return;
  try {
    const [player] = await db.select({ hash: users.hash }).from(users).where(eq(users.id, moved.userId)).limit(1);
    if (player) await publish(userRoom(player.hash), { type: REALTIME_EVENTS.compointsBalanceChanged, balance: moved.balance });
  } catch (error) {
    log.error('compoints: compoints_balance_changed not published', error);
  }
}

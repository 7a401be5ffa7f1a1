import { and, eq, sql } from 'drizzle-orm';
import type { BalanceDto } from '@/lib/domain/account-types';
import { REALTIME_EVENTS, userRoom } from '@/lib/domain/realtime-events';
import { getDb } from '@/lib/platform/db/client';
import type { Executor } from '@/lib/platform/db/executor';
import { users, walletAccounts } from '@/lib/platform/db/schema';
import { publish } from '@/lib/platform/realtime/bus';
import type { BalanceNotice, PlayerAccountKind, WalletAnswer, WalletBalances } from './types';

/**
 * The player's balances as the site shows them (spec §3 Balance). Wagering, win-back and
 * compoints do not exist yet and are zero; a bonus is "active" while there is bonus money.
 */
export function toBalanceDto(userId: number, currency: string, balance: WalletBalances): BalanceDto {
  return {
    user_id: userId,
    balance: balance.real,
    bonus: balance.bonus,
    wagering: 0,
    winback: 0,
    currency,
    is_active_bonus: balance.bonus > 0,
    compoint_balance: 0,
  };
}

/**
 * The `balance_changed` message of a movement, for the player's private room. It carries the
 * BalanceDto and, besides, the play-money balance, which the spec's Balance has no field for
 * and a demo game frame shows.
 */
export function balanceNotice(userHash: string, userId: number, currency: string, balance: WalletBalances): BalanceNotice {
  return {
    room: userRoom(userHash),
    message: { type: REALTIME_EVENTS.balanceChanged, balance: toBalanceDto(userId, currency, balance), play: balance.play },
  };
}

export interface PlayerWallet {
  userId: number;
  userHash: string;
  /** The player's currency (users.currency): the one the site shows. */
  currency: string;
  balance: WalletBalances;
}

const amountOf = (kind: PlayerAccountKind) =>
  sql<number>`coalesce(sum(${walletAccounts.balance}) filter (where ${walletAccounts.kind} = ${kind}), 0)`.mapWith(Number);

/** The player's balances in their own currency, one query; null for an unknown player. */
export async function readPlayerWallet(userId: number, db?: Executor): Promise<PlayerWallet | null> {
  const q = db ?? (await getDb());
  const [row] = await q
    .select({ hash: users.hash, currency: users.currency, real: amountOf('real'), bonus: amountOf('bonus'), play: amountOf('play') })
    .from(users)
    .leftJoin(walletAccounts, and(eq(walletAccounts.userId, users.id), eq(walletAccounts.currency, users.currency)))
    .where(eq(users.id, userId))
    .groupBy(users.id);
  if (!row) return null;
  return { userId, userHash: row.hash, currency: row.currency, balance: { real: row.real, bonus: row.bonus, play: row.play } };
}

/**
 * Publishes the answer's balance change, if it has one. Never throws: the money has moved and
 * committed, and a lost live update must not turn that into a failure.
 */
export async function publishAnswer(answer: WalletAnswer): Promise<void> {
  if (!answer.notice) return;
  try {
    await publish(answer.notice.room, answer.notice.message);
  } catch (error) {
    console.error('wallet: balance_changed not published', error);
  }
}

/**
 * Reads the player's balances now and publishes them: for a caller that moved money inside its
 * own transaction and prefers the latest balances to the answer's. Never throws.
 */
export async function publishBalanceChanged(userId: number): Promise<void> {
  try {
    const wallet = await readPlayerWallet(userId);
    if (!wallet) return;
    const notice = balanceNotice(wallet.userHash, userId, wallet.currency, wallet.balance);
    await publish(notice.room, notice.message);
  } catch (error) {
    console.error('wallet: balance_changed not published', error);
  }
}

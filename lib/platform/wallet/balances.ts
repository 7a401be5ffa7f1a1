import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { BalanceDto } from '@/lib/domain/accounts/account-types';
import { REALTIME_EVENTS, userRoom } from '@/lib/domain/realtime/realtime-events';
import type { Executor } from '@/lib/platform/db/executor';
import { COMPOINTS_CURRENCY, playerWagering, users, walletAccounts } from '@/lib/platform/db/schema';
import { publish } from '@/lib/platform/realtime/bus';
import type { BalanceNotice, PlayerAccountKind, WalletAnswer, WalletBalances } from './types';
import { log } from '@/lib/platform/log/logger';

/**
 * The player's balances as the site shows them (spec §3 Balance). `wagering` is the stake still
 * owed on bonuses (player_wagering, wagering.ts), which holds back a payout; a bonus is "active"
 * while bonus money is held or its requirement is owed. `winback` is 0 here: the ledger does not
 * know gifts; GET /json-api/users/balance computes it (accounts/balance.ts) and `winback_changed`
 * carries its changes, so the browser keeps the win-back it was told when a balance_changed arrives.
 * `compoints` is the compoint account's balance (compoints.ts) where the caller read it; a money
 * movement's notice does not read it and says 0 — the browser keeps the compoints it knows
 * (lib/client/session/live-winback.ts) and follows `compoints_balance_changed` instead.
 */
export function toBalanceDto(userId: number, currency: string, balance: WalletBalances, wagering: number, compoints = 0): BalanceDto {
  return {
    user_id: userId,
    balance: balance.real,
    bonus: balance.bonus,
    wagering,
    winback: 0,
    currency,
    // Bonus money is in play, or its requirement is still owed (it outlives a bonus lost in play).
    is_active_bonus: wagering > 0 || balance.bonus > 0,
    compoint_balance: compoints,
  };
}

/**
 * The `balance_changed` message of a movement, for the player's private room. It carries the
 * BalanceDto and, besides, the play-money balance, which the spec's Balance has no field for
 * and a demo game frame shows.
 */
export function balanceNotice(userHash: string, userId: number, currency: string, balance: WalletBalances, wagering: number): BalanceNotice {
  return {
    room: userRoom(userHash),
    message: { type: REALTIME_EVENTS.balanceChanged, balance: toBalanceDto(userId, currency, balance, wagering), play: balance.play },
  };
}

/**
 * The answer with its notice telling `wagering`: for a caller that changed the requirement after
 * the movement in the same transaction (a gift's bonus adds its requirement after the grant).
 */
export function withWagering(answer: WalletAnswer, wagering: number): WalletAnswer {
  if (!answer.notice) return answer;
  const before = answer.notice.message.balance;
  const balance: BalanceDto = { ...before, wagering, is_active_bonus: wagering > 0 || before.bonus > 0 };
  return { ...answer, notice: { ...answer.notice, message: { ...answer.notice.message, balance } } };
}

export interface PlayerWallet {
  userId: number;
  userHash: string;
  /** The player's currency (users.currency): the one the site shows. */
  currency: string;
  balance: WalletBalances;
  /** The wagering requirement left in that currency (0 when none). */
  wagering: number;
  /** Whole compoints (compoints.ts). */
  compoints: number;
}

const amountOf = (kind: PlayerAccountKind) =>
  sql<number>`coalesce(sum(${walletAccounts.balance}) filter (where ${walletAccounts.kind} = ${kind}), 0)`.mapWith(Number);

// users.currency may appear outside the aggregate: the query groups by users.id, its primary key.
const wageringLeft = sql<number>`coalesce((select ${playerWagering.remaining} from ${playerWagering}
  where ${playerWagering.userId} = ${users.id} and ${playerWagering.currency} = ${users.currency}), 0)`.mapWith(Number);

// The compoint account under its own alias: the money accounts are joined as wallet_accounts.
const compointsOf = sql<number>`coalesce((select c.balance from ${walletAccounts} c
  where c.user_id = ${users.id} and c.currency = ${COMPOINTS_CURRENCY} and c.kind = 'compoints'), 0)`.mapWith(Number);

/** The player's balances, wagering and compoints in their own currency, one query; null for an unknown player. */
export async function readPlayerWallet(db: Executor, userId: number): Promise<PlayerWallet | null> {
  const [row] = await db
    .select({ hash: users.hash, currency: users.currency, real: amountOf('real'), bonus: amountOf('bonus'), play: amountOf('play'), wagering: wageringLeft, compoints: compointsOf })
    .from(users)
    .leftJoin(walletAccounts, and(eq(walletAccounts.userId, users.id), eq(walletAccounts.currency, users.currency)))
    .where(eq(users.id, userId))
    .groupBy(users.id);
  if (!row) return null;
  return { userId, userHash: row.hash, currency: row.currency, balance: { real: row.real, bonus: row.bonus, play: row.play }, wagering: row.wagering, compoints: row.compoints };
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
    log.error('wallet: balance_changed not published', error);
  }
}

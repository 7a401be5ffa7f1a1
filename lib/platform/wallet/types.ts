import 'server-only';
import type { REALTIME_EVENTS, RealtimeEventOf } from '@/lib/domain/realtime/realtime-events';
import type { HOUSE_ACCOUNT_KINDS, PLAYER_ACCOUNT_KINDS, WALLET_TRANSACTION_TYPES } from '@/lib/platform/db/schema';

export type PlayerAccountKind = (typeof PLAYER_ACCOUNT_KINDS)[number];
export type HouseAccountKind = (typeof HOUSE_ACCOUNT_KINDS)[number];
export type WalletAccountKind = PlayerAccountKind | HouseAccountKind;
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];

/** Which balance a game session plays with: 'real' stakes real (and bonus) money, 'demo' play money. */
export type WalletMode = 'real' | 'demo';

/** Amounts per player account, minor units. Used for balances and for what a movement moved. */
export interface WalletBalances {
  real: number;
  bonus: number;
  play: number;
}

/** What a movement answered the first time; stored as jsonb on its transaction row. */
export interface WalletResult {
  /** The idempotency key (the caller's transaction id). */
  transactionId: string;
  type: WalletTransactionType;
  userId: number;
  currency: string;
  roundRef: string | null;
  /** The player's balances right after this movement. */
  balance: WalletBalances;
  /** Taken from each player account (a stake). */
  debited: WalletBalances;
  /** Paid into each player account (a win, a refund, a deposit, a grant). */
  credited: WalletBalances;
  /** Rollbacks only: whether this one reversed its bet, or why not. */
  rollback?: { betTransactionId: string; outcome: RollbackOutcome };
}

/**
 * `reversed`: the stake went back. `already_reversed`: another rollback did it before.
 * `unknown_bet`: the bet never arrived; its key is now refused (lib/platform/wallet/rollback.ts).
 */
export type RollbackOutcome = 'reversed' | 'already_reversed' | 'unknown_bet';

/** The realtime message of a balance change and the private room it goes to. */
export interface BalanceNotice {
  room: string;
  message: RealtimeEventOf<typeof REALTIME_EVENTS.balanceChanged>;
}

export interface WalletAnswer extends WalletResult {
  /** True when the key had been used: nothing moved and this is the first answer again. */
  duplicate: boolean;
  /**
   * What to publish once the money movement is committed; null for duplicates. The wallet
   * publishes it itself when it ran its own transaction; a caller that passed its transaction
   * publishes it after its commit with `publishAnswer` (lib/platform/wallet/balances.ts).
   */
  notice: BalanceNotice | null;
}

/** What every game movement names. */
export interface RoundInput {
  /** The idempotency key: the studio's or provider's id of this movement. */
  transactionId: string;
  userId: number;
  currency: string;
  mode: WalletMode;
  /** The game round the movement belongs to. */
  roundRef: string;
}

export interface BetInput extends RoundInput {
  amount: number;
  /** The game accepts bonus money: the stake takes real money first, then bonus. */
  allowBonus: boolean;
}

export interface WinInput extends RoundInput {
  amount: number;
}

export interface BetAndWinInput extends RoundInput {
  bet: number;
  win: number;
  allowBonus: boolean;
}

export interface RollbackInput {
  /** The rollback's own idempotency key. */
  transactionId: string;
  /** The key of the bet to reverse. */
  betTransactionId: string;
  userId: number;
  currency: string;
  roundRef?: string;
}

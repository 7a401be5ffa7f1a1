import 'server-only';
import { domainError, type DomainError } from '@/lib/domain/domain-error';
import type { WalletBalances } from './types';

export type WalletErrorCode = 'insufficient_funds' | 'bet_cancelled' | 'transaction_conflict' | 'unknown_player' | 'invalid_amount';

/**
 * A movement the wallet refuses. Nothing moved; when the caller passed its own transaction,
 * that transaction is still usable (the wallet refuses before it writes, without an SQL error).
 */
export class WalletError extends Error {
  readonly code: WalletErrorCode;

  constructor(code: WalletErrorCode, message: string) {
    super(message);
    this.name = 'WalletError';
    this.code = code;
  }
}

/** The stake is above what the player may stake; carries the balances the check saw. */
export class InsufficientFundsError extends WalletError {
  readonly balance: WalletBalances;
  /** What the stake could have used: real (+ bonus when allowed), or play money in demo. */
  readonly available: number;
  readonly required: number;

  constructor(balance: WalletBalances, available: number, required: number) {
    super('insufficient_funds', `insufficient funds: ${required} needed, ${available} available`);
    this.name = 'InsufficientFundsError';
    this.balance = balance;
    this.available = available;
    this.required = required;
  }
}

/** Short of compoints (compoints.ts): HTTP 400 `insufficient_compoint_balance` with `missing` and `balance`. */
export function insufficientCompoints(balance: number, required: number): DomainError {
  return domainError('invalid', 'insufficient_compoint_balance', undefined, { details: { missing: required - balance, balance } });
}

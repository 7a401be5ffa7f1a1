import 'server-only';
import { InsufficientFundsError, WalletError } from './errors';
import type { HouseAccountKind, PlayerAccountKind, WalletBalances, WalletMode } from './types';

/** The pure rules of the seamless wallet: where a stake comes from and where a win goes. */

export const NOTHING: WalletBalances = Object.freeze({ real: 0, bonus: 0, play: 0 });

/** Amounts are whole minor units, never negative, and safe JavaScript integers (below 2^53). */
export function assertAmount(amount: number, what: string): void {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new WalletError('invalid_amount', `${what} must be a non-negative integer of minor units, got ${amount}`);
}

/** What a stake may use: play money in demo; real money, plus bonus money when the game allows it. */
export function availableToStake(balance: WalletBalances, mode: WalletMode, allowBonus: boolean): number {
  if (mode === 'demo') return balance.play;
  return balance.real + (allowBonus ? balance.bonus : 0);
}

/**
 * How a stake is paid. Demo: all from play money. Real: from real money; when the game allows
 * bonus money, real money first and the rest from bonus (the player's own money is used before
 * the casino's). Throws InsufficientFundsError when the usable balance is below the stake.
 */
export function splitStake(balance: WalletBalances, amount: number, mode: WalletMode, allowBonus: boolean): WalletBalances {
  const available = availableToStake(balance, mode, allowBonus);
  if (available < amount) throw new InsufficientFundsError(balance, available, amount);
  if (mode === 'demo') return only('play', amount);
  const real = Math.min(balance.real, amount);
  return { ...NOTHING, real, bonus: amount - real };
}

/**
 * Where a win is paid: play money in demo; otherwise bonus money only when the round's stake came
 * wholly from bonus, real money in every other case (any real money staked, or nothing staked,
 * e.g. a free round). A bonus-funded round thus keeps its winnings bonus money.
 */
export function winAccount(stake: WalletBalances, mode: WalletMode): PlayerAccountKind {
  if (mode === 'demo') return 'play';
  return stake.real === 0 && stake.bonus > 0 ? 'bonus' : 'real';
}

/** The house account on the other side of a stake or a win: play money has its own. */
export function houseAccount(purpose: 'bets' | 'wins' | 'grants', mode: WalletMode): HouseAccountKind {
  return mode === 'demo' ? `house_play_${purpose}` : `house_${purpose}`;
}

export function addBalances(a: WalletBalances, b: WalletBalances): WalletBalances {
  return { real: a.real + b.real, bonus: a.bonus + b.bonus, play: a.play + b.play };
}

/** A one-account amount as balances: `only('real', 100)` = { real: 100, bonus: 0, play: 0 }. */
export function only(kind: PlayerAccountKind, amount: number): WalletBalances {
  return { ...NOTHING, [kind]: amount };
}

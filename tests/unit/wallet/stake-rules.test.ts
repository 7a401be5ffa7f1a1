import { InsufficientFundsError, WalletError } from '@/lib/platform/wallet/errors';
import { assertAmount, availableToStake, houseAccount, splitStake, winAccount } from '@/lib/platform/wallet/stake-rules';

const balance = (real: number, bonus: number, play: number) => ({ real, bonus, play });

describe('splitStake', () => {
  it('takes real money only when the game does not allow bonus', () => {
    expect(splitStake(balance(500, 1_000, 0), 500, 'real', false)).toEqual(balance(500, 0, 0));
    expect(() => splitStake(balance(500, 1_000, 0), 501, 'real', false)).toThrow(InsufficientFundsError);
  });

  it('takes real money first, then bonus money, when the game allows bonus', () => {
    expect(splitStake(balance(300, 1_000, 0), 200, 'real', true)).toEqual(balance(200, 0, 0));
    expect(splitStake(balance(300, 1_000, 0), 800, 'real', true)).toEqual(balance(300, 500, 0));
    expect(splitStake(balance(0, 1_000, 0), 1_000, 'real', true)).toEqual(balance(0, 1_000, 0));
  });

  it('takes play money in demo, whatever the real and bonus money', () => {
    expect(splitStake(balance(9_999, 9_999, 100), 100, 'demo', true)).toEqual(balance(0, 0, 100));
  });

  it('refuses a stake above what may be used, telling what was available', () => {
    let refusal: unknown;
    try {
      splitStake(balance(300, 1_000, 50), 1_301, 'real', true);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(InsufficientFundsError);
    expect(refusal).toMatchObject({ code: 'insufficient_funds', available: 1_300, required: 1_301, balance: balance(300, 1_000, 50) });
  });

  it('accepts a zero stake with nothing to pay it', () => {
    expect(splitStake(balance(0, 0, 0), 0, 'real', false)).toEqual(balance(0, 0, 0));
  });
});

describe('winAccount', () => {
  it('pays to real money when any real money was staked, or nothing was', () => {
    expect(winAccount(balance(1, 999, 0), 'real')).toBe('real');
    expect(winAccount(balance(0, 0, 0), 'real')).toBe('real');
  });

  it('pays to bonus money when the stake was bonus money only', () => {
    expect(winAccount(balance(0, 500, 0), 'real')).toBe('bonus');
  });

  it('pays to play money in demo', () => {
    expect(winAccount(balance(0, 500, 0), 'demo')).toBe('play');
  });
});

describe('the other rules', () => {
  it('availableToStake counts bonus money only where allowed, play money only in demo', () => {
    expect(availableToStake(balance(100, 50, 7), 'real', false)).toBe(100);
    expect(availableToStake(balance(100, 50, 7), 'real', true)).toBe(150);
    expect(availableToStake(balance(100, 50, 7), 'demo', true)).toBe(7);
  });

  it('keeps play money on its own house accounts', () => {
    expect(houseAccount('bets', 'real')).toBe('house_bets');
    expect(houseAccount('wins', 'demo')).toBe('house_play_wins');
    expect(houseAccount('grants', 'demo')).toBe('house_play_grants');
  });

  it('accepts whole non-negative minor units only', () => {
    expect(() => assertAmount(0, 'bet')).not.toThrow();
    expect(() => assertAmount(Number.MAX_SAFE_INTEGER, 'bet')).not.toThrow();
    for (const bad of [-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => assertAmount(bad, 'bet')).toThrow(WalletError);
    }
  });
});

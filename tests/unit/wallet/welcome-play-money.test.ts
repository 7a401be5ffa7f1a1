/** @jest-environment node */
import { DEFAULT_WELCOME_PLAY_MONEY, welcomeGrantKey, welcomePlayMoney } from '@/lib/platform/wallet/welcome-grant';

describe('welcomePlayMoney', () => {
  it('is 1 000.00 in minor units unless WELCOME_PLAY_MONEY says otherwise', () => {
    expect(DEFAULT_WELCOME_PLAY_MONEY).toBe(100_000);
    expect(welcomePlayMoney({})).toBe(100_000);
    expect(welcomePlayMoney({ WELCOME_PLAY_MONEY: '' })).toBe(100_000);
    expect(welcomePlayMoney({ WELCOME_PLAY_MONEY: ' 2500 ' })).toBe(2_500);
    expect(welcomePlayMoney({ WELCOME_PLAY_MONEY: '0' })).toBe(0);
  });

  it('refuses a value that is not a whole number of minor units', () => {
    for (const raw of ['10.5', '-1', '1e5', 'lots', '99999999999999999999']) {
      expect(() => welcomePlayMoney({ WELCOME_PLAY_MONEY: raw })).toThrow(/WELCOME_PLAY_MONEY/);
    }
  });

  it('has one key per player, so a second grant pays nothing', () => {
    expect(welcomeGrantKey(42)).toBe('welcome-play:42');
  });
});

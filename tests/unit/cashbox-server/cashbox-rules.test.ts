/** @jest-environment node */
import { DEFAULT_REFILL_AMOUNT } from '@/lib/domain/cashbox/cashbox-types';
import { cashboxDayStart } from '@/lib/platform/cashbox/history';
import { dailyDepositLimit, DEFAULT_DAILY_DEPOSIT_LIMITS } from '@/lib/platform/cashbox/limits';
import { depositMethods, findDepositMethod, methodName, payoutMethods, sumRange } from '@/lib/platform/cashbox/payment-methods';
import { maskAccount, normalizePayoutAccount } from '@/lib/platform/cashbox/payout-accounts';
import { depositStatus, DEPOSIT_TTL_MS } from '@/lib/platform/cashbox/cashbox-dtos';

describe('payout accounts', () => {
  it('takes card numbers that pass the Luhn check, spaced or not', () => {
    expect(normalizePayoutAccount('card', '4111 1111 1111 1111')).toBe('4111111111111111');
    expect(normalizePayoutAccount('card', '5500-0000-0000-0004')).toBe('5500000000000004');
    expect(normalizePayoutAccount('card', '4111 1111 1111 1112')).toBeNull();
    expect(normalizePayoutAccount('card', '4111a111111111111')).toBeNull();
    expect(normalizePayoutAccount('card', '411111')).toBeNull();
  });

  it('takes complete phones of a known country as digits', () => {
    expect(normalizePayoutAccount('phone', '+7 (999) 123-45-67')).toBe('79991234567');
    expect(normalizePayoutAccount('phone', '7999123456')).toBeNull();
    expect(normalizePayoutAccount('phone', 'call me')).toBeNull();
  });

  it('takes wallet ids without spaces, and masks every account to its last four', () => {
    expect(normalizePayoutAccount('wallet', ' player@wallet.example ')).toBe('player@wallet.example');
    expect(normalizePayoutAccount('wallet', 'ab cd ef')).toBeNull();
    expect(maskAccount('4111111111111111')).toBe('•••• 1111');
  });
});

describe('payment methods', () => {
  afterEach(() => {
    delete process.env.CASHBOX_METHODS_OFF;
  });

  it('has deposit and payout methods for every currency; payouts range 100.00 to 1 000 000.00 (spec §9)', () => {
    for (const currency of ['RUB', 'EUR', 'USD', 'UAH', 'KZT', 'CAD']) {
      expect(depositMethods(currency).length).toBeGreaterThan(0);
      expect(payoutMethods(currency).every((m) => m.min === 10_000 && m.max === 100_000_000)).toBe(true);
      const range = sumRange(currency);
      expect(range.default).toBeGreaterThanOrEqual(range.min);
      expect(range.default).toBeLessThanOrEqual(range.max);
    }
    expect(sumRange('RUB').default).toBe(DEFAULT_REFILL_AMOUNT);
    expect(sumRange('XXX')).toEqual({ currency: 'XXX', min: 0, max: 0, default: 0 });
  });

  it('switches methods off by CASHBOX_METHODS_OFF and names unknown codes by themselves', () => {
    process.env.CASHBOX_METHODS_OFF = 'card';
    expect(findDepositMethod('card', 'RUB')).toBeUndefined();
    expect(payoutMethods('RUB').map((m) => m.code)).not.toContain('card');
    expect(methodName('retired', 'en')).toBe('retired');
    expect(methodName('wallet', 'it')).toBe('Portafoglio elettronico');
  });
});

describe('limits and days', () => {
  it('reads CASHBOX_DAILY_DEPOSIT_LIMIT per currency over the defaults', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(dailyDepositLimit('RUB', {})).toBe(DEFAULT_DAILY_DEPOSIT_LIMITS.RUB);
    expect(dailyDepositLimit('RUB', { CASHBOX_DAILY_DEPOSIT_LIMIT: 'RUB=5000' })).toBe(5_000);
    expect(dailyDepositLimit('EUR', { CASHBOX_DAILY_DEPOSIT_LIMIT: 'RUB=5000, EUR=none' })).toBeNull();
    expect(dailyDepositLimit('RUB', { CASHBOX_DAILY_DEPOSIT_LIMIT: 'RUB=lots' })).toBe(DEFAULT_DAILY_DEPOSIT_LIMITS.RUB);
    expect(dailyDepositLimit('XXX', {})).toBeNull();
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  it('starts the cashbox day at midnight UTC and expires pending deposits after 30 minutes', () => {
    expect(cashboxDayStart(new Date('2026-03-01T23:59:59.999+03:00')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(cashboxDayStart(new Date('2026-03-02T00:00:00.000Z')).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    const createdAt = new Date('2026-03-01T12:00:00Z');
    expect(depositStatus({ status: 'pending', createdAt }, new Date(createdAt.getTime() + DEPOSIT_TTL_MS - 1))).toBe('pending');
    expect(depositStatus({ status: 'pending', createdAt }, new Date(createdAt.getTime() + DEPOSIT_TTL_MS))).toBe('expired');
    expect(depositStatus({ status: 'paid', createdAt }, new Date(createdAt.getTime() + 10 * DEPOSIT_TTL_MS))).toBe('paid');
  });
});

/**
 * @jest-environment node
 */
import { checkAmount, formatAmountInput, giftBonus, initialRefillAmount, parseAmountInput } from '@/lib/domain/cashbox/cashbox-amount';
import { accountValue, isCardNumber, isPayoutPhone, isValidAccount, passesLuhn, verifiedPhone } from '@/lib/domain/cashbox/cashbox-account';
import { formatQuickAmount } from '@/lib/domain/cashbox/cashbox-format';
import { formatOperationDate, formatOperationTime } from '@/lib/domain/date-format';
import { DEFAULT_REFILL_AMOUNT } from '@/lib/domain/cashbox/cashbox-types';
import { gift } from './cashbox-helpers';

describe('cashbox amounts', () => {
  it('reads display units into minor units, with a dot, a comma or group spaces', () => {
    expect(parseAmountInput('500')).toBe(50000);
    expect(parseAmountInput('500.00')).toBe(50000);
    expect(parseAmountInput('500,5')).toBe(50050);
    expect(parseAmountInput('1 000,25')).toBe(100025);
    expect(parseAmountInput('1\u00a0000.')).toBe(100000);
    expect(parseAmountInput('0.07')).toBe(7);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '-5', '5.001', '1e3', '5..0', '12345678901', '+5']) expect(parseAmountInput(text)).toBeNull();
  });

  it('shows the default refill amount as 500.00 (spec §9)', () => {
    expect(formatAmountInput(DEFAULT_REFILL_AMOUNT)).toBe('500.00');
    expect(formatAmountInput(123456)).toBe('1234.56');
  });

  it('checks the range, the daily limit and the balance, in that order', () => {
    const rules = { min: 10000, max: 100000 };
    expect(checkAmount('', rules)).toEqual({ ok: false, problem: 'required' });
    expect(checkAmount('x', rules)).toEqual({ ok: false, problem: 'invalid' });
    expect(checkAmount('0', rules)).toEqual({ ok: false, problem: 'invalid' });
    expect(checkAmount('99.99', rules)).toEqual({ ok: false, problem: 'below_min' });
    expect(checkAmount('100', rules)).toEqual({ ok: true, amount: 10000 });
    expect(checkAmount('1000', rules)).toEqual({ ok: true, amount: 100000 });
    expect(checkAmount('1000.01', rules)).toEqual({ ok: false, problem: 'above_max' });
    expect(checkAmount('600', { ...rules, remainingToday: 50000 })).toEqual({ ok: false, problem: 'over_limit' });
    expect(checkAmount('500', { ...rules, remainingToday: 50000 })).toEqual({ ok: true, amount: 50000 });
    expect(checkAmount('500', { ...rules, remainingToday: null })).toEqual({ ok: true, amount: 50000 });
    expect(checkAmount('500', { ...rules, balance: 49999 })).toEqual({ ok: false, problem: 'over_balance' });
  });

  it('starts the top-up form at the server default, else 500, inside the method range', () => {
    expect(initialRefillAmount(null, DEFAULT_REFILL_AMOUNT)).toBe(50000);
    expect(initialRefillAmount(30000, DEFAULT_REFILL_AMOUNT)).toBe(30000);
    expect(initialRefillAmount(0, DEFAULT_REFILL_AMOUNT, { min: 100, max: 1000000 })).toBe(50000);
    expect(initialRefillAmount(null, DEFAULT_REFILL_AMOUNT, { min: 100000, max: 1000000 })).toBe(100000);
    expect(initialRefillAmount(null, DEFAULT_REFILL_AMOUNT, { min: 100, max: 20000 })).toBe(20000);
  });

  it('estimates a gift bonus from its percentage, up to what its deposit limit still counts', () => {
    const half = gift({ percent: 50, restrictions: { depositLimits: [{ currency: 'RUB', limit: 100000 }] }, restrictionsState: { depositProgress: 80000 } });
    expect(giftBonus(half, 'RUB', 10000)).toBe(5000);
    expect(giftBonus(half, 'RUB', 50000)).toBe(10000); // only 200.00 of the limit is left
    expect(giftBonus(half, 'EUR', 50000)).toBe(0);
    expect(giftBonus(gift({ percent: 33 }), 'RUB', 101)).toBe(33);
    expect(giftBonus(gift({ percent: null }), 'RUB', 50000)).toBe(0);
  });
});

describe('payout accounts', () => {
  it('checks card numbers by length and the Luhn sum', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(isCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isCardNumber('4111 1111 1111 1112')).toBe(false);
    expect(isCardNumber('411111111111')).toBe(false);
  });

  it('checks phones by the country length and the treasury dial codes', () => {
    const codes = [{ country: 'RU', code: '7' }];
    expect(isPayoutPhone('79161234567', codes)).toBe(true);
    expect(isPayoutPhone('7916123456', codes)).toBe(false);
    expect(isPayoutPhone('393123456789', codes)).toBe(false);
    expect(isPayoutPhone('393123456789', [])).toBe(true);
  });

  it('sends digits for cards and phones, the trimmed id for wallets', () => {
    expect(accountValue('card', '4111 1111 1111 1111')).toBe('4111111111111111');
    expect(accountValue('wallet', '  w-123456 ')).toBe('w-123456');
    expect(isValidAccount('wallet', 'w-123456', [])).toBe(true);
    expect(isValidAccount('wallet', 'w 1', [])).toBe(false);
  });

  it('finds the verified phone a payout needs, the primary one first', () => {
    expect(verifiedPhone({ phones: [] })).toBeNull();
    expect(verifiedPhone({ phones: [{ value: '79160000000', is_primary: true, is_verified: false }] })).toBeNull();
    expect(
      verifiedPhone({
        phones: [
          { value: '79161111111', is_primary: false, is_verified: true },
          { value: '79162222222', is_primary: true, is_verified: true },
        ],
      }),
    ).toBe('79162222222');
  });
});

describe('cashbox formats', () => {
  it('shows times as dd.mm.yy, hh:mm:ss from seconds (spec §9)', () => {
    // 2025-03-05 14:07:09 UTC
    expect(formatOperationTime(1741183629, 'UTC')).toBe('05.03.25, 14:07:09');
    expect(formatOperationTime(1741183629, 'Europe/Moscow')).toBe('05.03.25, 17:07:09');
    expect(formatOperationTime(0, 'UTC')).toBe('01.01.70, 00:00:00');
    expect(formatOperationDate(1741183629, 'UTC')).toBe('05.03.25');
  });

  it('drops the kopecks of whole quick amounts only', () => {
    expect(formatQuickAmount(50000, 'RUB', 'ru').replace(/\s/g, ' ')).toBe('500 ₽');
    expect(formatQuickAmount(50050, 'RUB', 'ru').replace(/\s/g, ' ')).toBe('500,50 ₽');
  });
});

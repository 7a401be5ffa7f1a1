/**
 * @jest-environment node
 */
import { PROMO_COINS } from '@/lib/domain/money';
import type { PromotionBalanceLogDto, PageOf } from '@/lib/domain/promotions/promotion-dtos';
import { BALANCE_LOG_PAGE_SIZE, balancePoints, hasMoreRows, logRows, signedPoints } from '@/lib/client/promotions/balance-log-view';

const row = (id: number, amount = PROMO_COINS): PromotionBalanceLogDto => ({ id, actionId: 1, currencyId: 1, amount, balance: 10 * PROMO_COINS, reason: 'round', createdAt: '2026-12-02T10:00:00.000Z' });
const page = (ids: number[], totalItems: number): PageOf<PromotionBalanceLogDto> => ({ items: ids.map((id) => row(id)), totalItems });

describe('a balance log row’s points', () => {
  it('are signed: earned with a plus, spent with a minus sign, none without', () => {
    expect(signedPoints(12 * PROMO_COINS, 'en')).toBe('+12');
    expect(signedPoints(-3 * PROMO_COINS, 'en')).toBe('\u22123');
    expect(signedPoints(0, 'en')).toBe('0');
  });

  it('show a round’s fraction of a point, to two decimals, in the page’s language', () => {
    expect(signedPoints(PROMO_COINS / 5, 'en')).toBe('+0.2');
    expect(signedPoints(PROMO_COINS / 5, 'ru')).toBe('+0,2');
    expect(signedPoints(-12_345, 'it')).toBe('\u22121,23');
    expect(balancePoints(1_234 * PROMO_COINS, 'en')).toBe('1,234');
  });
});

describe('the log’s pages', () => {
  it('list each row once, when a new movement shifted the next page by a row', () => {
    expect(logRows([page([5, 4], 5), page([4, 3], 5)]).map((r) => r.id)).toEqual([5, 4, 3]);
  });

  it('offer more while the server holds rows beyond the loaded pages', () => {
    const full = Array.from({ length: BALANCE_LOG_PAGE_SIZE }, (_, i) => 100 - i);
    expect(hasMoreRows([])).toBe(false);
    expect(hasMoreRows([page(full, BALANCE_LOG_PAGE_SIZE + 1)])).toBe(true);
    expect(hasMoreRows([page(full, BALANCE_LOG_PAGE_SIZE)])).toBe(false);
    expect(hasMoreRows([page([1], 1)])).toBe(false);
  });
});

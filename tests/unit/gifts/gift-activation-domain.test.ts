/**
 * @jest-environment node
 */
import ru from '@/messages/ru.json';
import en from '@/messages/en.json';
import itMessages from '@/messages/it.json';
import { GIFT_ACTIVATION_ERROR_CODES } from '@/lib/domain/gifts/gifts';
import { bonusWriteOffThreshold, giftActivateBodySchema, isBonusRemainder } from '@/lib/domain/gifts/gift-activation';

describe('gift activation texts (spec §8)', () => {
  it('every activation error code has its own text under gifts.errors in ru, en and it', () => {
    for (const messages of [ru, en, itMessages]) {
      const texts: Record<string, string> = messages.gifts.errors;
      expect(Object.keys(texts).sort()).toEqual([...GIFT_ACTIVATION_ERROR_CODES].sort());
      expect(GIFT_ACTIVATION_ERROR_CODES.filter((code) => !texts[code]?.trim())).toEqual([]);
      // One text per failure: no two codes share a text within a language.
      expect(new Set(Object.values(texts)).size).toBe(GIFT_ACTIVATION_ERROR_CODES.length);
    }
  });
});

describe('bonus write-off threshold (spec §9: below 10 RUB)', () => {
  it('is 10.00 RUB and a remainder is above 0 and below it', () => {
    expect(bonusWriteOffThreshold('RUB')).toBe(1_000);
    expect(isBonusRemainder(999, 'RUB')).toBe(true);
    expect(isBonusRemainder(1_000, 'RUB')).toBe(false);
    expect(isBonusRemainder(0, 'RUB')).toBe(false);
    expect(isBonusRemainder(9, 'EUR')).toBe(true);
    expect(isBonusRemainder(10, 'EUR')).toBe(false);
  });

  it('falls back to the rouble figure for a currency it does not list', () => {
    expect(bonusWriteOffThreshold('XYZ')).toBe(1_000);
  });
});

describe('activate body', () => {
  it('takes an optional desktop or mobile platform and nothing else', () => {
    expect(giftActivateBodySchema.safeParse({}).success).toBe(true);
    expect(giftActivateBodySchema.safeParse({ platform: 'mobile' }).success).toBe(true);
    expect(giftActivateBodySchema.safeParse({ platform: 'tv' }).success).toBe(false);
  });
});

import 'server-only';
import type { GiftSpec } from '@/lib/domain/gifts/gifts';
import type { Executor } from '@/lib/platform/db/executor';
import { couponCodes } from '@/lib/platform/db/schema';

/**
 * The seeded promo codes: one open to everyone, one used up, one expired, one not yet
 * valid and one for RUB players only, so every refusal can be seen on a fresh site; and one that
 * gives a free bet on the table games of Velvet Dice, so a producer's free round can be tried. Inserted once
 * by code (`on conflict do nothing`): an operator's edits and the use counts are never reset.
 */

const DAY = 86_400_000;

const bonus = (title: GiftSpec['title'], amounts: Record<string, number>): GiftSpec => ({
  title,
  terms: { type: 'cash', amounts, to: 'bonus', wager: 20 },
  validDays: 14,
});

const ALL_CURRENCIES_300 = { RUB: 30_000, EUR: 300, USD: 300, UAH: 12_000, KZT: 150_000, CAD: 420 };

export function couponRows(at: Date) {
  return [
    {
      code: 'WELCOME2026',
      gift: bonus({ ru: 'Бонус по промокоду WELCOME2026', en: 'WELCOME2026 promo bonus', it: 'Bonus del codice WELCOME2026' }, ALL_CURRENCIES_300),
      usesLimit: null,
      validFrom: null,
      validTo: null,
      currency: null,
    },
    {
      code: 'SOLDOUT',
      gift: bonus({ ru: 'Бонус SOLDOUT', en: 'SOLDOUT bonus', it: 'Bonus SOLDOUT' }, ALL_CURRENCIES_300),
      usesLimit: 0,
      validFrom: null,
      validTo: null,
      currency: null,
    },
    {
      code: 'SUMMER2025',
      gift: bonus({ ru: 'Летний бонус', en: 'Summer bonus', it: 'Bonus estivo' }, ALL_CURRENCIES_300),
      usesLimit: null,
      validFrom: new Date('2025-06-01T00:00:00Z'),
      validTo: new Date('2025-09-01T00:00:00Z'),
      currency: null,
    },
    {
      code: 'SOON2099',
      gift: bonus({ ru: 'Бонус из будущего', en: 'Bonus from the future', it: 'Bonus dal futuro' }, ALL_CURRENCIES_300),
      usesLimit: null,
      validFrom: new Date('2099-01-01T00:00:00Z'),
      validTo: null,
      currency: null,
    },
    {
      code: 'FREEBET',
      gift: {
        title: { ru: 'Фрибет в играх Velvet Dice', en: 'A free bet on Velvet Dice games', it: 'Una scommessa gratuita sui giochi Velvet Dice' },
        terms: { type: 'freebet', producerSlug: 'velvet-dice', stakes: { RUB: 5_000, EUR: 50, USD: 50, UAH: 2_000, KZT: 25_000, CAD: 70 }, wager: 10 },
        validDays: 14,
      } satisfies GiftSpec,
      usesLimit: null,
      validFrom: null,
      validTo: null,
      currency: null,
    },
    {
      code: 'RUBLE500',
      gift: bonus({ ru: '500 ₽ бонусом', en: 'Bonus of 500 RUB', it: 'Bonus di 500 RUB' }, { RUB: 50_000 }),
      usesLimit: 1000,
      validFrom: null,
      validTo: new Date(at.getTime() + 3650 * DAY),
      currency: 'RUB',
    },
  ].map((row) => ({ ...row, createdAt: at }));
}

export async function ensureCoupons(db: Executor, at = new Date()): Promise<void> {
  await db.insert(couponCodes).values(couponRows(at)).onConflictDoNothing({ target: couponCodes.code });
}

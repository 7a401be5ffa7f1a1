import 'server-only';
import type { GiftSpec } from '@/lib/domain/gifts/gifts';
import type { Db } from '@/lib/platform/db/client';
import { inTransaction } from '@/lib/platform/db/transaction';
import { grantGift } from '@/lib/platform/gifts/grant-gift';

/**
 * Gifts the demo player holds so free spins and cashback can be tried at once: ten
 * free rounds of the seeded studio slot cherry-blaze at 10.00 RUB (wins wagered 20 times), twenty
 * free rounds on any Northwind slot at 5.00 RUB (a producer's spins, wagered 20 times), and a
 * 10 % cashback of the last 7 days' net losses (wagered 5 times). Granted through grantGift under
 * keys of the player, so a re-seed adds nothing; valid a year, so a fresh install finds them.
 * Quietly (no notice), like the registration gift the seed gives the same player.
 */
export const DEMO_GIFTSPIN: GiftSpec = {
  title: { ru: '10 бесплатных вращений в Cherry Blaze', en: '10 free spins in Cherry Blaze', it: '10 giri gratis in Cherry Blaze' },
  terms: { type: 'giftspin', gameSlug: 'cherry-blaze', spins: 10, stakes: { RUB: 1_000, EUR: 10, USD: 10, CAD: 10, UAH: 400, KZT: 5_000 }, wager: 20 },
  validDays: 365,
};

export const DEMO_PROVIDER_SPINS: GiftSpec = {
  title: { ru: '20 фриспинов в слотах Northwind', en: '20 free spins on Northwind slots', it: '20 giri gratis sulle slot Northwind' },
  terms: { type: 'provider_spins', producerSlug: 'northwind', spins: 20, stakes: { RUB: 500, EUR: 5, USD: 5, CAD: 7, UAH: 200, KZT: 2_500 }, wager: 20 },
  validDays: 365,
};

export const DEMO_CASHBACK: GiftSpec = {
  title: { ru: 'Кэшбэк 10 % за неделю', en: '10 % weekly cashback', it: 'Cashback settimanale del 10 %' },
  terms: { type: 'cashback', percent: 10, periodDays: 7, wager: 5 },
  validDays: 365,
};

export async function grantDemoGifts(db: Db, userId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    await grantGift(tx, { userId, reason: 'personal', key: `demo-giftspin:${userId}`, spec: DEMO_GIFTSPIN, notify: false });
    await grantGift(tx, { userId, reason: 'personal', key: `demo-provider-spins:${userId}`, spec: DEMO_PROVIDER_SPINS, notify: false });
    await grantGift(tx, { userId, reason: 'cashback', key: `demo-cashback:${userId}`, spec: DEMO_CASHBACK, notify: false });
  });
}

import 'server-only';
import { DEFAULT_GIFT_OFFER_SLUG } from '@/lib/domain/gifts/gift-offers';
import type { GiftSpec } from '@/lib/domain/gifts/gifts';
import type { Executor } from '@/lib/platform/db/executor';
import { giftOffers } from '@/lib/platform/db/schema';

/**
 * The public gift offer of /take/gift (spec §2): a no-deposit bonus a new player takes with one
 * click, in every currency the site knows (a round amount of about the same worth), wagered 30
 * times, valid 7 days once taken.
 */
export const WELCOME_GIFT_SPEC: GiftSpec = {
  title: { ru: 'Приветственный бонус без депозита', en: 'Welcome no-deposit bonus', it: 'Bonus di benvenuto senza deposito' },
  terms: {
    type: 'nondeposit',
    amounts: { RUB: 500_00, EUR: 5_00, USD: 5_00, UAH: 200_00, KZT: 2_500_00, CAD: 7_00 },
    wager: 30,
  },
  validDays: 7,
};

/**
 * Adds the seeded offers that are missing (every start, like the demo player: a database seeded
 * before offers existed gets them; an operator's change to an existing row is kept).
 */
export async function ensureGiftOffers(db: Executor, at = new Date()): Promise<void> {
  await db
    .insert(giftOffers)
    .values({ slug: DEFAULT_GIFT_OFFER_SLUG, spec: WELCOME_GIFT_SPEC, active: true, startsAt: new Date(0), endsAt: null, createdAt: at })
    .onConflictDoNothing({ target: giftOffers.slug });
}

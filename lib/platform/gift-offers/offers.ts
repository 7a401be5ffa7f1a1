import 'server-only';
import { eq } from 'drizzle-orm';
import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';
import { isGiftOfferSlug, type GiftOfferDto, type GiftOfferValue } from '@/lib/domain/gifts/gift-offers';
import type { GiftTerms } from '@/lib/domain/gifts/gifts';
import { pickText, type Locale } from '@/lib/domain/locales';
import { DEFAULT_CURRENCY } from '@/lib/domain/money';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { giftOffers, userGifts, users } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { toGiftDto } from '@/lib/platform/gifts/gift-dto';
import { announceGrants, grantGift, type GrantedGift } from '@/lib/platform/gifts/grant-gift';
import { offerError, offerNotFound } from './errors';

/**
 * Public gift offers (spec §2 "/take/gift"; docs/API.md "Gift offers"): anyone reads an offer,
 * a player takes it once. Taking grants the offer's gift with grantGift under the key
 * `offer:<slug>:<user id>`, so a second take (a retry, a second tab, two requests at once) grants
 * nothing and answers the gift of the first. The page then takes the gift's prize itself
 * (POST /json-api/gifts/nondeposit/take-prize/{id}), which the gift activation guards.
 */

type OfferRow = typeof giftOffers.$inferSelect;

export const offerGrantKey = (slug: string, userId: number) => `offer:${slug}:${userId}`;

async function findOffer(db: Executor, slug: string): Promise<OfferRow> {
  if (!isGiftOfferSlug(slug)) throw offerNotFound();
  const [row] = await db.select().from(giftOffers).where(eq(giftOffers.slug, slug)).limit(1);
  if (!row) throw offerNotFound();
  return row;
}

function isOpen(row: OfferRow, at: Date): boolean {
  return row.active && row.startsAt.getTime() <= at.getTime() && (row.endsAt === null || row.endsAt.getTime() > at.getTime());
}

const amountIn = (amounts: Readonly<Record<string, number>>, currency: string) => (typeof amounts[currency] === 'number' ? amounts[currency] : null);

/** What the terms give in `currency`: money (cash, nondeposit), free spins, or nothing countable. */
export function offerValue(terms: GiftTerms, currency: string): GiftOfferValue {
  const none: GiftOfferValue = { amount: null, currency: null, spins: null, gameSlug: null };
  switch (terms.type) {
    case 'cash':
    case 'nondeposit': {
      const amount = amountIn(terms.amounts, currency);
      return amount === null ? none : { ...none, amount, currency };
    }
    case 'giftspin':
      return { ...none, spins: terms.spins, gameSlug: terms.gameSlug };
    case 'provider_spins':
      return { ...none, spins: terms.spins };
    default:
      return none;
  }
}

/** GET /json-api/gift-offers/{slug}: in the player's currency when a player asks, else the default currency. */
export async function readGiftOffer(db: Executor, slug: string, locale: Locale, userId: number | null): Promise<GiftOfferDto> {
  const row = await findOffer(db, slug);
  let currency: string = DEFAULT_CURRENCY;
  if (userId !== null) {
    const [player] = await db.select({ currency: users.currency }).from(users).where(eq(users.id, userId)).limit(1);
    if (player) currency = player.currency;
  }
  return {
    slug: row.slug,
    title: pickText(row.spec.title, locale),
    type: row.spec.terms.type,
    value: offerValue(row.spec.terms, currency),
    wager: 'wager' in row.spec.terms ? row.spec.terms.wager : null,
    validDays: row.spec.validDays,
    endsAt: row.endsAt?.toISOString() ?? null,
    open: isOpen(row, now()),
  };
}

/**
 * POST /json-api/gift-offers/{slug}/take: grants the offer's gift (reason personal) once per player
 * and answers it. An offer switched off or outside its window is 400 `offer_ended` — for a player
 * who took it already too, since the answer would only lead to a prize that can no longer be
 * taken the same way; a gift already granted stays the player's in the gifts list.
 */
export async function takeGiftOffer(db: Executor, userId: number, slug: string, locale: Locale): Promise<GiftDto> {
  const row = await findOffer(db, slug);
  const key = offerGrantKey(row.slug, userId);
  let granted: GrantedGift | null = null;
  const gift = await inTransaction(db, async (tx) => {
    const at = now();
    if (!isOpen(row, at)) throw offerError('offer_ended');
    granted = await grantGift(tx, { userId, reason: 'personal', key, spec: row.spec });
    if (granted) return granted.gift;
    // Granted before (or by a request that committed while this one waited on the unique key).
    const [existing] = await tx.select().from(userGifts).where(eq(userGifts.grantKey, key)).limit(1);
    if (!existing) throw offerNotFound();
    return existing;
  });
  await announceGrants(db, [granted]);
  return toGiftDto(gift, locale, now().getTime());
}

import 'server-only';
import { TABLE_CATEGORY } from '@/lib/domain/catalog/catalog-types';
import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EconomicsInput, EconomicsPromotion } from '@/lib/domain/economics/economics-input';
import type { GiftSpec } from '@/lib/domain/gifts/gifts';
import { pickText } from '@/lib/domain/locales';
import { CURRENCIES } from '@/lib/domain/money';
import { promotionPageType } from '@/lib/domain/promotions/promotions';
import type { Executor } from '@/lib/platform/db/executor';
import {
  achievements,
  categories,
  compointProducts,
  couponCodes,
  gameCategories,
  games,
  giftOffers,
  levels,
  promoGames,
  promoPrizes,
  promotions,
  tournamentSeries,
  tournaments,
} from '@/lib/platform/db/schema';
import { studioGameFor } from '@/lib/platform/games/engines/studio-catalog';
import { REGISTRATION_GIFT_DAYS, REGISTRATION_GIFT_LIMITS, REGISTRATION_GIFT_TERMS, REGISTRATION_GIFT_TITLE } from '@/lib/platform/gifts/registration-gift';
import { getServerConfig } from '@/lib/platform/content/server-config';
import { loyaltyBudget } from './loyalty-budget';

/**
 * The casino's configuration as the economics model reads it (lib/domain/economics): what is
 * live or still to come, never what has ended. Run at start-up, by `npm run economics` and by
 * the operator's screens; a handful of small queries, none on a player's path.
 */


async function catalogue(db: Executor): Promise<Pick<EconomicsInput, 'categories' | 'games'>> {
  const producers = alias(categories, 'producer');
  const rows = await db
    .select({ slug: games.slug, category: categories.slug, producer: producers.slug })
    .from(games)
    .innerJoin(gameCategories, eq(gameCategories.gameId, games.id))
    .innerJoin(categories, eq(categories.id, gameCategories.categoryId))
    .innerJoin(producers, eq(producers.id, games.producerId))
    .where(and(eq(games.active, true), eq(games.disabled, false), eq(categories.type, 'category')));
  const byGame = new Map<string, { producer: string; cats: string[] }>();
  for (const row of rows) {
    const game = byGame.get(row.slug) ?? { producer: row.producer, cats: [] };
    game.cats.push(row.category);
    byGame.set(row.slug, game);
  }
  const list = [...byGame].map(([slug, { producer, cats }]) => {
    const studio = studioGameFor({ slug, isTable: cats.includes(TABLE_CATEGORY) });
    return { slug, rtp: studio.rtp, slot: studio.kind === 'slot', producer, categories: cats };
  });
  return { categories: [...new Set(rows.map((r) => r.category))].sort(), games: list };
}

async function livePromotions(db: Executor, at: Date): Promise<EconomicsPromotion[]> {
  const rows = await db.select().from(promotions).where(and(isNull(promotions.finishedAt), gt(promotions.endAt, at)));
  const result: EconomicsPromotion[] = [];
  for (const promo of rows) {
    if (promo.template === null) continue;
    const gameRows = await db.select({ slug: games.slug }).from(promoGames).innerJoin(games, eq(games.id, promoGames.gameId)).where(eq(promoGames.promoId, promo.id));
    const prizes = await db.select().from(promoPrizes).where(eq(promoPrizes.promoId, promo.id));
    result.push({
      slug: promo.slug,
      exchange: promotionPageType(promo.template) === 'exchange',
      startAt: promo.startAt,
      endAt: promo.endAt,
      pointRules: promo.pointRules,
      gameSlugs: gameRows.length > 0 ? gameRows.map((g) => g.slug) : null,
      pool: promo.poolCurrency !== null,
      depositGoalPoints: promo.depositGoals.map((g) => g.points),
      goalsInAdditional: promo.additionalCurrencyId !== null,
      highFives: promo.highFiveEnabled,
      prizes: prizes.map((p) => ({
        title: pickText(p.title, 'en'),
        price: p.price,
        mainCurrency: p.currencyId === promo.currencyId,
        kind: p.kind,
        gift: p.gift,
        money: p.money,
        compoints: p.compoints,
        quantity: p.quantity,
        paysCash: p.paysCash,
      })),
    });
  }
  return result;
}

async function liveTournaments(db: Executor, at: Date): Promise<EconomicsInput['tournaments']> {
  const single = await db.select({ slug: tournaments.slug, prizes: tournaments.prizes }).from(tournaments).where(and(ne(tournaments.status, 'finished'), gt(tournaments.endAt, at)));
  const series = await db.select({ slug: tournamentSeries.slug, prizes: tournamentSeries.prizes }).from(tournamentSeries).where(isNull(tournamentSeries.finishedAt));
  return [...single, ...series.map((s) => ({ slug: `series:${s.slug}`, prizes: s.prizes }))];
}

async function oneTimeOffers(db: Executor, at: Date): Promise<EconomicsInput['oneTime']> {
  const registration: GiftSpec = {
    title: REGISTRATION_GIFT_TITLE,
    terms: { type: 'deposit_bonus', ...REGISTRATION_GIFT_TERMS },
    depositLimits: REGISTRATION_GIFT_LIMITS,
    validDays: REGISTRATION_GIFT_DAYS,
  };
  const goals = await db.select({ slug: achievements.slug, gift: achievements.gift }).from(achievements);
  const coupons = await db
    .select({ code: couponCodes.code, gift: couponCodes.gift })
    .from(couponCodes)
    .where(and(eq(couponCodes.active, true), or(isNull(couponCodes.validTo), gt(couponCodes.validTo, at))));
  const offers = await db
    .select({ slug: giftOffers.slug, gift: giftOffers.spec })
    .from(giftOffers)
    .where(and(eq(giftOffers.active, true), or(isNull(giftOffers.endsAt), gt(giftOffers.endsAt, at))));
  const { profileCompletionGift } = await getServerConfig(db);
  return [
    { source: 'registration' as const, name: 'registration', gift: registration },
    ...(profileCompletionGift ? [{ source: 'registration' as const, name: 'rest.registration', gift: profileCompletionGift }] : []),
    ...goals.filter((g) => g.gift !== null).map((g) => ({ source: 'achievement' as const, name: g.slug, gift: g.gift as GiftSpec })),
    ...coupons.map((c) => ({ source: 'coupon' as const, name: c.code, gift: c.gift as GiftSpec })),
    ...offers.map((o) => ({ source: 'gift_offer' as const, name: o.slug, gift: o.gift })),
  ];
}

export async function readEconomicsInput(db: Executor, at: Date): Promise<EconomicsInput> {
  const products = await db.select().from(compointProducts).where(eq(compointProducts.active, true));
  const ladder = await db.select({ index: levels.index, pointsRequired: levels.pointsRequired, gift: levels.gift, winbackPercent: levels.winbackPercent }).from(levels);
  return {
    currencies: CURRENCIES,
    ...(await catalogue(db)),
    products: products.map((p) => ({ id: p.id, price: p.price, gift: p.gift, paysCash: p.paysCash })),
    levels: ladder,
    promos: await livePromotions(db, at),
    tournaments: await liveTournaments(db, at),
    oneTime: await oneTimeOffers(db, at),
    budget: loyaltyBudget(),
    now: at,
  };
}

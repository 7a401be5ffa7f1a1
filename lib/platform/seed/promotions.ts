import 'server-only';
import { PROMO_COINS } from '@/lib/domain/money';
import { promotionPageType } from '@/lib/domain/promotions/promotions';
import type { Db } from '@/lib/platform/db/client';
import type { Executor } from '@/lib/platform/db/executor';
import { games, promoCurrencies, promoGames, promoMembers, promoPointLogs, promoPrizeAwards, promoPrizes, promotions } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import type { BannerArt } from './banners';
import { PROMO_CURRENCIES, PROMO_SEEDS, type PromotionSeed } from './promotion-seeds';
import { rivalHash } from './tournament-seeds';
import { ensureRivals } from './tournaments';
import { artUrl, bannerPath, promoMarkPath } from './urls';

/**
 * The seeded promotions (the data in promotion-seeds.ts). Dates are relative to the first
 * start. Inserted once by slug (`on conflict do nothing`): an operator's edits, members and points
 * are never reset. Past promos come finished, with their winners among the seeded rivals; active
 * ones have rivals with points so a fresh site shows a participants table.
 */

const DAY = 86_400_000;
const rub = (roubles: number) => ({ RUB: roubles * 100, EUR: roubles, USD: roubles, CAD: Math.round(roubles * 1.4), UAH: roubles * 40, KZT: roubles * 500 });

/** Banners of the cards and pages (the banner pipeline), and the small marks: prizes and currency icons. */
export const PROMO_ART: readonly BannerArt[] = PROMO_SEEDS.map((p) => ({ key: `promo-${p.slug}`, scene: 'promo' as const, hue: p.hue, themes: [], width: 800, height: 400 }));
export const PROMO_MARKS: readonly { key: string; hue: number }[] = [
  ...PROMO_CURRENCIES.map((c) => ({ key: `currency-${c.code}`, hue: c.hue })),
  ...PROMO_SEEDS.flatMap((p) => p.prizes.map((prize, i) => ({ key: `prize-${p.slug}-${i}`, hue: prize.hue }))),
];

async function ensureCurrencies(tx: Executor): Promise<Map<string, number>> {
  await tx
    .insert(promoCurrencies)
    .values(PROMO_CURRENCIES.map((c) => ({ code: c.code, name: c.name, icon: artUrl(promoMarkPath(`currency-${c.code}`)), url: c.url })))
    .onConflictDoNothing();
  const rows = await tx.select({ id: promoCurrencies.id, code: promoCurrencies.code }).from(promoCurrencies);
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** Inserts the seeded promotions that are missing, with their games, prizes, rivals and past winners. Safe on every start. */
export async function ensurePromotions(db: Db, at = new Date()): Promise<void> {
  const rivals = await ensureRivals(db, at);
  await inTransaction(db, async (tx) => {
    const currencies = await ensureCurrencies(tx);
    const gameRows = await tx.select({ id: games.id, slug: games.slug }).from(games);
    const gameIds = new Map(gameRows.map((g) => [g.slug, g.id]));
    for (const seed of PROMO_SEEDS) {
      const startAt = new Date(at.getTime() + seed.startDay * DAY);
      const endAt = new Date(at.getTime() + seed.endDay * DAY);
      const currencyId = currencies.get(seed.currency)!;
      const additionalCurrencyId = seed.additionalCurrency ? (currencies.get(seed.additionalCurrency) ?? null) : null;
      const [row] = await tx
        .insert(promotions)
        .values({
          slug: seed.slug,
          title: seed.title,
          description: seed.description,
          rules: seed.rules,
          fund: seed.fund,
          image: artUrl(bannerPath(`promo-${seed.slug}`)),
          background: null,
          template: seed.template,
          containerTemplate: seed.container,
          startAt,
          endAt,
          // A promo already over at the first start is history: it drew nothing for anyone real.
          finishedAt: endAt.getTime() <= at.getTime() ? endAt : null,
          currencyId,
          additionalCurrencyId,
          highFiveEnabled: seed.highFives,
          participantButton: seed.participantButton,
          pointRules: seed.pointRules,
          depositGoals: (seed.depositGoals ?? []).map((g) => ({ id: g.id, amount: rub(g.roubles), points: g.points })),
          poolCurrency: seed.poolRoubles === undefined ? null : 'RUB',
          poolBase: (seed.poolRoubles ?? 0) * 100,
          tableEntryPoints: seed.tableEntryPoints ?? 0,
          sortPriority: seed.sortPriority ?? 0,
        })
        .onConflictDoNothing()
        .returning({ id: promotions.id });
      if (!row) continue;
      const ids = (seed.games ?? []).map((slug) => gameIds.get(slug)).filter((id): id is number => id !== undefined);
      if (ids.length > 0) await tx.insert(promoGames).values(ids.map((gameId) => ({ promoId: row.id, gameId })));
      const prizeIds = await insertPrizes(tx, row.id, seed, currencyId, additionalCurrencyId);
      await seatRivals(tx, row.id, seed, rivals, currencyId, startAt, prizeIds);
    }
  });
}

async function insertPrizes(tx: Executor, promoId: number, seed: PromotionSeed, currencyId: number, additionalCurrencyId: number | null): Promise<number[]> {
  if (seed.prizes.length === 0) return [];
  const rows = await tx
    .insert(promoPrizes)
    .values(
      seed.prizes.map((prize, position) => ({
        promoId,
        position,
        title: prize.title,
        image: artUrl(promoMarkPath(`prize-${seed.slug}-${position}`)),
        price: prize.price * PROMO_COINS,
        currencyId: prize.additional && additionalCurrencyId !== null ? additionalCurrencyId : currencyId,
        kind: prize.kind,
        gift: prize.gift ?? null,
        money: prize.roubles === undefined ? null : rub(prize.roubles),
        compoints: prize.compoints ?? null,
        quantity: prize.quantity,
      })),
    )
    .returning({ id: promoPrizes.id, position: promoPrizes.position });
  return rows.sort((a, b) => a.position - b.position).map((r) => r.id);
}

/** Rivals with points (and a log row each, so the balance log adds up), and a past promo's winners. */
async function seatRivals(tx: Executor, promoId: number, seed: PromotionSeed, rivals: Map<string, number>, currencyId: number, startAt: Date, prizeIds: number[]) {
  const members = (seed.rivals ?? [])
    .map((points, i) => ({ userId: rivals.get(rivalHash(i)), points: points * PROMO_COINS, i }))
    .filter((m): m is { userId: number; points: number; i: number } => m.userId !== undefined);
  if (members.length === 0) return;
  const at = (i: number) => new Date(startAt.getTime() + (i + 1) * 3_600_000);
  await tx.insert(promoMembers).values(members.map((m) => ({ promoId, userId: m.userId, joined: true, points: m.points, createdAt: startAt, pointsAt: at(m.i) })));
  await tx
    .insert(promoPointLogs)
    .values(members.map((m) => ({ promoId, userId: m.userId, currencyId, amount: m.points, balance: m.points, reason: 'round', ref: 'seed', createdAt: at(m.i) })));
  const awards = (seed.winners ?? []).flatMap((winners, prize) =>
    winners.map((i) => ({ promoId, prizeId: prizeIds[prize], userId: members[i]?.userId })).filter((a): a is { promoId: number; prizeId: number; userId: number } => a.prizeId !== undefined && a.userId !== undefined),
  );
  const how = promotionPageType(seed.template) === 'lottery' ? ('draw' as const) : ('exchange' as const);
  if (awards.length > 0) await tx.insert(promoPrizeAwards).values(awards.map((a) => ({ ...a, how, createdAt: startAt })));
}

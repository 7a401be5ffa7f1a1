import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { PROMO_COINS } from '@/lib/domain/money';
import { promoCurrencies, promoMembers, promoPrizeAwards, promoPrizes, promotions, userGifts, userNotifications } from '@/lib/platform/db/schema';
import { finishDuePromotions, finishPromotion } from '@/lib/platform/promotions/finish';
import { readCompoints } from '@/lib/platform/wallet/compoints';
import { readBalances } from '@/lib/platform/wallet/player-accounts';
import { withSeededDb } from './helpers/test-db';
import { registerPlayer, type TestPlayer } from './helpers/players';
import { approveDocuments } from './helpers/documents';

/**
 * The end of a promotion: a lottery draws its winners weighted by tickets and pays
 * them through the ledger and gifts exactly once, also when several instances (here: concurrent
 * calls) claim it at the same moment; an exchange promo just ends.
 */
let db: Db;
withSeededDb((opened) => (db = opened));

const DAY = 86_400_000;
const text = { ru: 'Л', en: 'L', it: 'L' };

async function endedLottery(template: 'template1' | 'template2' = 'template1'): Promise<{ id: number; prizes: number[] }> {
  const [currency] = await db.select().from(promoCurrencies).limit(1);
  const at = Date.now();
  const [promo] = await db
    .insert(promotions)
    .values({
      slug: `draw-${randomUUID().slice(0, 8)}`,
      title: text,
      description: text,
      rules: text,
      fund: text,
      image: '/p.png',
      template,
      startAt: new Date(at - 2 * DAY),
      endAt: new Date(at - 1000),
      currencyId: currency!.id,
    })
    .returning({ id: promotions.id });
  const prizes = await db
    .insert(promoPrizes)
    .values([
      { promoId: promo!.id, position: 0, title: { ru: 'Деньги', en: 'Cash', it: 'Soldi' }, image: '/x.png', price: 0, currencyId: currency!.id, kind: 'money' as const, money: { RUB: 50_000 }, quantity: 1 },
      {
        promoId: promo!.id,
        position: 1,
        title: { ru: 'Бонус', en: 'Bonus', it: 'Bonus' },
        image: '/x.png',
        price: 0,
        currencyId: currency!.id,
        kind: 'gift' as const,
        gift: { title: text, terms: { type: 'cash', amounts: { RUB: 10_000 }, to: 'bonus', wager: 10 }, validDays: 7 },
        quantity: 2,
      },
      { promoId: promo!.id, position: 2, title: { ru: 'Компоинты', en: 'Compoints', it: 'Compoint' }, image: '/x.png', price: 0, currencyId: currency!.id, kind: 'compoints' as const, compoints: 40, quantity: 1 },
    ])
    .returning({ id: promoPrizes.id });
  return { id: promo!.id, prizes: prizes.map((p) => p.id) };
}

async function tickets(promoId: number, players: TestPlayer[], points: number[]) {
  await db.insert(promoMembers).values(players.map((p, i) => ({ promoId, userId: p.id, joined: true, points: points[i]! * PROMO_COINS, createdAt: new Date() })));
}

it('draws each prize’s winners once, even when instances race for it, and pays them', async () => {
  const lottery = await endedLottery();
  const players = await Promise.all(Array.from({ length: 6 }, () => registerPlayer({})));
  // Verified, so the money prize is paid at once (an unverified winner's waits: promotions-reward-gates.test.ts).
  for (const p of players) await approveDocuments(db, p.id);
  await tickets(lottery.id, players, [50, 30, 10, 5, 1, 0]);
  const results = await Promise.all(Array.from({ length: 4 }, () => finishPromotion(db, lottery.id)));
  expect(results.filter(Boolean)).toHaveLength(1);
  const awards = await db.select().from(promoPrizeAwards).where(eq(promoPrizeAwards.promoId, lottery.id));
  expect(awards.map((a) => a.prizeId).sort()).toEqual([lottery.prizes[0], lottery.prizes[1], lottery.prizes[1], lottery.prizes[2]].sort());
  expect(new Set(awards.map((a) => a.userId)).size).toBe(4);
  // The player without tickets never wins.
  expect(awards.some((a) => a.userId === players[5]!.id)).toBe(false);
  expect(awards.every((a) => a.how === 'draw')).toBe(true);

  const cash = awards.find((a) => a.prizeId === lottery.prizes[0])!;
  // A money prize is bonus money with its wagering unless the prize pays cash (lib/domain/economics/reward-money.ts).
  expect(await readBalances(db, cash.userId, 'RUB')).toMatchObject({ real: 0, bonus: 50_000 });
  const gifted = awards.filter((a) => a.prizeId === lottery.prizes[1]).map((a) => a.userId);
  const gifts = await db.select().from(userGifts).where(inArray(userGifts.userId, gifted));
  expect(gifts.filter((g) => g.reason === 'promotions').map((g) => g.userId).sort()).toEqual([...gifted].sort());
  const comp = awards.find((a) => a.prizeId === lottery.prizes[2])!;
  expect(await readCompoints(db, comp.userId)).toBe(40);
  for (const a of awards) {
    const notices = await db.select().from(userNotifications).where(and(eq(userNotifications.userId, a.userId), eq(userNotifications.kind, 'promo_prize')));
    expect(notices).toHaveLength(1);
  }
  // Finished: a later sweep finds nothing to do.
  expect((await finishDuePromotions(db)).finished).not.toContain(lottery.id);
  expect((await db.select().from(promoPrizeAwards).where(eq(promoPrizeAwards.promoId, lottery.id))).length).toBe(4);
});

it('an exchange promo ends without a draw; a promo not yet ended is left alone', async () => {
  const exchange = await endedLottery('template2');
  const players = await Promise.all([registerPlayer({}), registerPlayer({})]);
  await tickets(exchange.id, players, [20, 10]);
  const [running] = await db.select().from(promotions).where(eq(promotions.slug, 'coin-exchange'));
  const run = await finishDuePromotions(db);
  expect(run.finished).toContain(exchange.id);
  expect(run.finished).not.toContain(running!.id);
  expect(await db.select().from(promoPrizeAwards).where(eq(promoPrizeAwards.promoId, exchange.id))).toEqual([]);
  const [row] = await db.select().from(promotions).where(eq(promotions.id, exchange.id));
  expect(row!.finishedAt).not.toBeNull();
  expect((await db.select().from(promoMembers).where(eq(promoMembers.promoId, exchange.id))).map((m) => m.points).sort()).toEqual([10 * PROMO_COINS, 20 * PROMO_COINS].sort());
});

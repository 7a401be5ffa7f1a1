import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { PROMO_CONTAINER_TEMPLATES, PROMO_TEMPLATES, promotionPageType } from '@/lib/domain/promotions/promotions';
import { promoMembers, promoPointLogs, promoPrizeAwards, promoPrizes, promotions } from '@/lib/platform/db/schema';
import { ensurePromotions } from '@/lib/platform/seed/promotions';
import { withSeededDb } from './helpers/test-db';

/**
 * The seeded promotions: every template and container template, static, exchange and
 * lottery pages, past, active and future, prizes in both currencies, rivals whose log adds up.
 */
let db: Db;

withSeededDb((opened) => (db = opened));

it('seeds every template, page type and container, past, active and future promos', async () => {
  const rows = await db.select().from(promotions);
  const now = Date.now();
  expect(new Set(rows.map((p) => p.template).filter((t) => t !== null))).toEqual(new Set(PROMO_TEMPLATES));
  expect(new Set(rows.map((p) => promotionPageType(p.template)))).toEqual(new Set(['static', 'exchange', 'lottery']));
  expect(new Set(rows.map((p) => p.containerTemplate))).toEqual(new Set(PROMO_CONTAINER_TEMPLATES));
  expect(rows.some((p) => p.endAt.getTime() < now && p.finishedAt !== null)).toBe(true);
  expect(rows.some((p) => p.startAt.getTime() <= now && p.endAt.getTime() > now && p.finishedAt === null)).toBe(true);
  expect(rows.some((p) => p.startAt.getTime() > now)).toBe(true);
  expect(rows.some((p) => p.participantButton)).toBe(true);
  expect(rows.some((p) => p.highFiveEnabled)).toBe(true);
  const exchange = rows.find((p) => p.slug === 'coin-exchange')!;
  const prizes = await db.select().from(promoPrizes).where(eq(promoPrizes.promoId, exchange.id));
  expect(new Set(prizes.map((p) => p.currencyId))).toEqual(new Set([exchange.currencyId, exchange.additionalCurrencyId]));
  expect(new Set(prizes.map((p) => p.kind))).toEqual(new Set(['gift', 'money', 'compoints']));
});

it('rivals’ points equal their balance log; past promos have winners', async () => {
  const members = await db.select().from(promoMembers);
  expect(members.length).toBeGreaterThan(0);
  for (const m of members) {
    const logs = await db.select().from(promoPointLogs).where(eq(promoPointLogs.userId, m.userId));
    expect(logs.filter((l) => l.promoId === m.promoId).reduce((sum, l) => sum + l.amount, 0)).toBe(m.points);
  }
  const [summer] = await db.select().from(promotions).where(eq(promotions.slug, 'summer-lottery'));
  expect((await db.select().from(promoPrizeAwards).where(eq(promoPrizeAwards.promoId, summer!.id))).length).toBe(4);
});

it('a second run adds nothing and resets nothing', async () => {
  const [lottery] = await db.select().from(promotions).where(eq(promotions.slug, 'grand-lottery'));
  await db.update(promoMembers).set({ points: 7 }).where(eq(promoMembers.promoId, lottery!.id));
  const count = (await db.select().from(promotions)).length;
  await ensurePromotions(db);
  expect(await db.select().from(promotions)).toHaveLength(count);
  expect((await db.select().from(promoMembers).where(eq(promoMembers.promoId, lottery!.id))).every((m) => m.points === 7)).toBe(true);
});

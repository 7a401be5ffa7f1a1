import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { PROMO_COINS } from '@/lib/domain/money';
import { promoCurrencies, promoMembers, promoPointLogs, promoPrizes, promotions, users } from '@/lib/platform/db/schema';

/** Promotions made by a test (their own slugs, so tests never share a table), members with points, the error code of an answer. */
const HOUR = 3_600_000;
let seq = 0;

export type PromotionRow = typeof promotions.$inferSelect;
export type PrizeRow = typeof promoPrizes.$inferSelect;
export type Errors = { errors?: { code: string }[]; missing?: number };

const text = (s: string) => ({ ru: s, en: s, it: s });

export const codeOf = (res: { body: unknown }) => (res.body as Errors).errors?.[0]?.code;

export async function currencyId(db: Db, code: string): Promise<number> {
  const [row] = await db.select({ id: promoCurrencies.id }).from(promoCurrencies).where(eq(promoCurrencies.code, code));
  return row!.id;
}

export async function makePromotion(db: Db, overrides: Partial<typeof promotions.$inferInsert> = {}): Promise<PromotionRow> {
  const at = Date.now();
  const [row] = await db
    .insert(promotions)
    .values({
      slug: `test-promo-${at.toString(36)}-${++seq}`,
      title: text(`Test promo ${seq}`),
      description: text('A test promo'),
      rules: text('Rules'),
      fund: text('Fund'),
      image: '/art/test.webp',
      template: 'template2',
      startAt: new Date(at - HOUR),
      endAt: new Date(at + 24 * HOUR),
      currencyId: await currencyId(db, 'coins'),
      additionalCurrencyId: await currencyId(db, 'stars'),
      highFiveEnabled: true,
      participantButton: false,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function makePrize(db: Db, promo: PromotionRow, overrides: Partial<typeof promoPrizes.$inferInsert> = {}): Promise<PrizeRow> {
  const [row] = await db
    .insert(promoPrizes)
    .values({ promoId: promo.id, title: text('A prize'), image: '/art/prize.webp', price: 10 * PROMO_COINS, currencyId: promo.currencyId, kind: 'compoints', compoints: 25, quantity: null, ...overrides })
    .returning();
  return row!;
}

/** A member with `points` whole points (and a log row, as every movement has). */
export async function seatMember(db: Db, promo: PromotionRow, userId: number, points: number, options: { joined?: boolean; additional?: number } = {}) {
  const minor = points * PROMO_COINS;
  const additional = (options.additional ?? 0) * PROMO_COINS;
  const at = new Date();
  await db
    .insert(promoMembers)
    .values({ promoId: promo.id, userId, joined: options.joined ?? true, points: minor, additionalPoints: additional, createdAt: at, pointsAt: at })
    .onConflictDoUpdate({ target: [promoMembers.promoId, promoMembers.userId], set: { points: minor, additionalPoints: additional, pointsAt: at } });
  await db.insert(promoPointLogs).values({ promoId: promo.id, userId, currencyId: promo.currencyId, amount: minor, balance: minor, reason: 'round_stake', ref: `test:${++seq}`, createdAt: at });
}

export const memberRow = async (db: Db, promoId: number, userId: number) =>
  (await db.select().from(promoMembers).where(eq(promoMembers.promoId, promoId))).find((m) => m.userId === userId);

export async function flagMultiAccount(db: Db, userId: number) {
  await db.update(users).set({ multiAccount: true }).where(eq(users.id, userId));
}

export async function setNick(db: Db, userId: number, nickName: string) {
  await db.update(users).set({ nickName }).where(eq(users.id, userId));
}

import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { userGifts } from '@/lib/platform/db/schema';
import { now } from '@/lib/platform/clock';

/** Shared by the gifts-*.test.ts files: gifts written straight into user_gifts. */

export type GiftRow = typeof userGifts.$inferSelect;

let grants = 0;

/** A deposit-bonus gift of the player (defaults: 100 %, 5 deposits, 10 000.00 RUB, 30 days). */
export async function insertGift(db: Db, userId: number, overrides: Partial<typeof userGifts.$inferInsert> = {}): Promise<GiftRow> {
  const at = now();
  const [row] = await db
    .insert(userGifts)
    .values({
      userId,
      type: 'deposit_bonus',
      title: { ru: 'Тестовый подарок', en: 'Test gift', it: 'Regalo di prova' },
      state: 'received',
      reason: 'personal',
      terms: { percent: 100, maxDeposits: 5 },
      depositLimits: [{ currency: 'RUB', limit: 1_000_000 }],
      grantKey: `test-gift:${userId}:${Date.now().toString(36)}:${++grants}`,
      expiredAt: new Date(at.getTime() + 30 * 86_400_000),
      createdAt: at,
      updatedAt: at,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('gift insert returned nothing');
  return row;
}

export async function giftRow(db: Db, id: number): Promise<GiftRow> {
  const [row] = await db.select().from(userGifts).where(eq(userGifts.id, id));
  if (!row) throw new Error(`no gift ${id}`);
  return row;
}

export async function giftsOf(db: Db, userId: number): Promise<GiftRow[]> {
  return db.select().from(userGifts).where(eq(userGifts.userId, userId)).orderBy(userGifts.id);
}

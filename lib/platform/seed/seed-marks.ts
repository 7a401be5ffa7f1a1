import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { seedMarks } from '@/lib/platform/db/schema';

/** The demo parts the seed writes once per database (seed_marks rows). */
export type DemoPart = 'coupons' | 'gift-offers' | 'compoint-products' | 'tournaments' | 'promotions' | 'demo-player';

/**
 * Writes one demo part unless this database already had it written once: an operator who deletes
 * a demo coupon, offer, product, tournament or promotion (or the demo player) does not see it come
 * back on the next start. The writers stay idempotent on their own (by slug, code or key), so two
 * instances starting together that both write a part before either marks it write it once.
 */
export async function seedPartOnce(db: Db, part: DemoPart, write: () => Promise<unknown>): Promise<void> {
  const [mark] = await db.select({ part: seedMarks.part }).from(seedMarks).where(eq(seedMarks.part, part)).limit(1);
  if (mark) return;
  await write();
  await db.insert(seedMarks).values({ part, seededAt: new Date() }).onConflictDoNothing();
}

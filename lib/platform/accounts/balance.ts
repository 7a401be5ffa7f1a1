import { eq } from 'drizzle-orm';
import type { BalanceDto } from '@/lib/domain/account-types';
import { getDb } from '@/lib/platform/db/client';
import { users } from '@/lib/platform/db/schema';
import { notFound } from '@/lib/platform/http/errors';

export type { BalanceDto };

/**
 * The player's balances. Until the wallet (issue 4) exists every amount is zero in the player's
 * currency; the wallet replaces the body of this one function.
 */
export async function getBalance(userId: number): Promise<BalanceDto> {
  const db = await getDb();
  const [user] = await db.select({ id: users.id, currency: users.currency }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound();
  return { user_id: user.id, balance: 0, bonus: 0, wagering: 0, winback: 0, currency: user.currency, is_active_bonus: false, compoint_balance: 0 };
}

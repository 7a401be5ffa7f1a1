import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/lib/platform/db/executor';
import { userContacts, users } from '@/lib/platform/db/schema';
import { cashboxNotFound } from './errors';

/** What the cashbox needs to know of a player: the currency every cashbox call works in, and the payout rule's verified phone. */

export interface CashboxPlayer {
  id: number;
  hash: string;
  /** The player's currency: deposits, payouts and limits are all in it. */
  currency: string;
}

/** The player, or 404 (a valid token of a player deleted since). */
export async function cashboxPlayer(db: Executor, userId: number): Promise<CashboxPlayer> {
  const [row] = await db.select({ id: users.id, hash: users.hash, currency: users.currency }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw cashboxNotFound();
  return row;
}

/**
 * Spec §6 "withdrawal requires verification": the cashbox's verification is a confirmed phone
 * (an SMS code proved the player holds it). Document review takes hours and is optional in the
 * spec's flows, so it does not gate payouts; the operator still sees every payout before paying.
 */
export async function hasVerifiedPhone(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userContacts.id })
    .from(userContacts)
    .where(and(eq(userContacts.userId, userId), eq(userContacts.type, 'phone'), eq(userContacts.isVerified, true)))
    .limit(1);
  return row !== undefined;
}

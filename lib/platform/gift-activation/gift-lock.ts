import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/lib/platform/db/executor';
import { userGifts } from '@/lib/platform/db/schema';
import { giftActivationError } from '@/lib/platform/gifts/errors';
import type { GiftRow } from '@/lib/platform/gifts/gift-dto';

/** SQLSTATE lock_not_available: `for update nowait` found the row locked by another transaction. */
const LOCK_NOT_AVAILABLE = '55P03';

/** Whether the error (or one it wraps: drizzle wraps the driver's) is a lock that was not available. */
export function isLockNotAvailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const candidate = e as { code?: unknown; cause?: unknown };
    if (candidate.code === LOCK_NOT_AVAILABLE) return true;
    e = candidate.cause;
  }
  return false;
}

/**
 * Locks the player's gift for the activation (`for update nowait`): a second activation of the
 * same gift while the first runs (a double click, a second tab) is told `in_process` at once
 * instead of waiting. PostgreSQL reports the lock as 55P03 (node-postgres' `code`, wrapped by
 * drizzle). PGlite runs one transaction at a time, so there the second simply waits and then finds
 * the gift no longer received; the activation's final guarded UPDATE (`where state = 'received'`)
 * is the last word on both. Null for a gift that does not exist or is another player's.
 */
export async function lockGift(tx: Executor, userId: number, giftId: number): Promise<GiftRow | null> {
  try {
    const [row] = await tx
      .select()
      .from(userGifts)
      .where(and(eq(userGifts.id, giftId), eq(userGifts.userId, userId)))
      .for('update', { noWait: true });
    return row ?? null;
  } catch (error) {
    if (isLockNotAvailable(error)) throw giftActivationError('in_process');
    throw error;
  }
}

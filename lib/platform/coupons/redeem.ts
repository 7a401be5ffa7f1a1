import 'server-only';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { normalizeCouponCode } from '@/lib/domain/coupons/coupons';
import type { GiftSpec } from '@/lib/domain/gifts/gifts';
import { isDomainError } from '@/lib/domain/domain-error';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { couponCodes, couponRedemptions, users } from '@/lib/platform/db/schema';
import { grantGift, type GrantedGift } from '@/lib/platform/gifts/grant-gift';
import { couponError } from './errors';
import { log } from '@/lib/platform/log/logger';

/** A redeemed code: the gift it granted, to announce after the commit (announceGrants). */
export interface Redeemed {
  codeId: number;
  code: string;
  granted: GrantedGift;
}

/**
 * Redeems `raw` for the player in the caller's transaction; a refusal throws (and the caller's
 * transaction rolls back what was written). Race-safe on PostgreSQL without locks of our own:
 * - once per player: the redemption row (unique code + player) is inserted first; a second tab
 *   waits on the unique index for the first's commit, then inserts nothing → `coupon_used`;
 * - the total limit: `used = used + 1 … where used < uses_limit returning`; of two players
 *   taking the last use, the second's update waits for the first's row and re-checks the guard on
 *   the committed row → `coupon_exhausted` (and a CHECK keeps `used <= uses_limit` anyway);
 * - the gift: grantGift under the key `coupon:<code id>:<player>`.
 */
export async function redeemCoupon(tx: Executor, userId: number, raw: string): Promise<Redeemed> {
  const code = normalizeCouponCode(raw);
  const [row] = await tx.select().from(couponCodes).where(eq(couponCodes.code, code)).limit(1);
  if (!row?.active) throw couponError('coupon_not_found');
  const at = now();
  if (row.validFrom && at < row.validFrom) throw couponError('coupon_not_started');
  if (row.validTo && at >= row.validTo) throw couponError('coupon_expired');

  const [player] = await tx
    .select({ currency: users.currency, giftsDisabled: users.giftsDisabled, multiAccount: users.multiAccount })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!player) throw couponError('coupon_not_found');
  if (player.multiAccount) throw couponError('coupon_multi_account');
  if (player.giftsDisabled) throw couponError('coupon_gifts_disabled');
  if (row.currency && row.currency !== player.currency) throw couponError('coupon_wrong_currency');

  const [redemption] = await tx
    .insert(couponRedemptions)
    .values({ codeId: row.id, userId, createdAt: at })
    .onConflictDoNothing({ target: [couponRedemptions.codeId, couponRedemptions.userId] })
    .returning({ id: couponRedemptions.id });
  if (!redemption) throw couponError('coupon_used');

  const [taken] = await tx
    .update(couponCodes)
    .set({ used: sql`${couponCodes.used} + 1` })
    .where(and(eq(couponCodes.id, row.id), or(isNull(couponCodes.usesLimit), lt(couponCodes.used, couponCodes.usesLimit))))
    .returning({ used: couponCodes.used });
  if (!taken) throw couponError('coupon_exhausted');

  const granted = await grantGift(tx, { userId, reason: 'personal', key: `coupon:${row.id}:${userId}`, spec: row.gift as GiftSpec });
  // The redemption row is new, so its key cannot have been granted: a null here is a broken invariant.
  if (!granted) throw new Error(`coupon ${row.id}: the gift of a new redemption was granted already`);
  await tx.update(couponRedemptions).set({ giftId: granted.gift.id }).where(eq(couponRedemptions.id, redemption.id));
  return { codeId: row.id, code, granted };
}

/**
 * The code typed at registration, redeemed in the registration's transaction (accounts'
 * createUser) inside a savepoint: a code that is unknown, expired, used up or for another
 * currency is ignored — the registration goes through, the savepoint rolls back only the
 * redemption, and `users.registration_promo_code` keeps what was typed (promotions read it).
 * The player learns of a granted gift by its notice (no socket is open yet at registration).
 */
export async function redeemAtRegistration(tx: Executor, userId: number, code: string): Promise<Redeemed | null> {
  try {
    return await tx.transaction((savepoint) => redeemCoupon(savepoint, userId, code));
  } catch (error) {
    if (!isDomainError(error)) log.error(`coupons: the registration code of player ${userId} was not redeemed`, error);
    return null;
  }
}

import 'server-only';
import type { CouponRedemptionDto } from '@/lib/domain/coupons/coupons';
import { pickText, type Locale, type LocalizedText } from '@/lib/domain/locales';
import type { Executor } from '@/lib/platform/db/executor';
import { inTransaction } from '@/lib/platform/db/transaction';
import { announceGrants } from '@/lib/platform/gifts/grant-gift';
import { redeemCoupon } from './redeem';

/** POST /json-api/coupon-codes/activate: redeems in its own transaction, announces the gift after the commit. */
export async function activateCoupon(db: Executor, userId: number, code: string, locale: Locale): Promise<CouponRedemptionDto> {
  const redeemed = await inTransaction(db, (tx) => redeemCoupon(tx, userId, code));
  await announceGrants(db, [redeemed.granted]);
  const gift = redeemed.granted.gift;
  return { code: redeemed.code, gift: { id: gift.id, type: gift.type, title: pickText(gift.title as LocalizedText, locale) } };
}

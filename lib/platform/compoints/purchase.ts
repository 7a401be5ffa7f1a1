import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';
import { rewardGift } from '@/lib/domain/economics/reward-money';
import type { CompointPurchaseDto } from '@/lib/domain/compoints/compoints';
import { domainError } from '@/lib/domain/domain-error';
import type { Locale } from '@/lib/domain/locales';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { compointProducts, userGifts, users } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { toGiftDto } from '@/lib/platform/gifts/gift-dto';
import { giftActivationError } from '@/lib/platform/gifts/errors';
import { announceGrants, grantGift, type GrantedGift } from '@/lib/platform/gifts/grant-gift';
import { publishCompoints, spendCompoints } from '@/lib/platform/wallet/compoints';
import { compointProductError, compointProductNotFound } from './errors';

/**
 * POST /json-api/compoint-products/{id}: buys a product's gift with compoints (spec §7, §8).
 * ONE database transaction spends the price (player → house_compoints), takes one from the stock
 * and grants the gift (reason `compoints`, lib/platform/gifts/grant-gift.ts): all of it happens
 * or none. Each call is a new purchase with its own ledger and grant key
 * `compoint-product:<productId>:<uid>:<uuid>`; a retried or double-clicked purchase is answered
 * once by the route's idempotency key (lib/platform/idempotency), not here.
 * Two purchases at once lock the player's compoint account one after the other (wallet/compoints.ts):
 * the second sees what the first spent, so the balance never goes negative.
 */

export interface PurchaseInput {
  userId: number;
  productId: number;
}

interface Bought {
  gift: typeof userGifts.$inferSelect;
  balance: number;
  granted: GrantedGift;
}

export async function buyCompointProduct(db: Executor, input: PurchaseInput, locale: Locale): Promise<CompointPurchaseDto<GiftDto>> {
  const key = `compoint-product:${input.productId}:${input.userId}:${randomUUID()}`;
  const bought = await inTransaction(db, (tx) => buy(tx, input, key));
  await publishCompoints(db, { userId: input.userId, balance: bought.balance });
  await announceGrants(db, [bought.granted]);
  return { gift: toGiftDto(bought.gift, locale, now().getTime()), balance: bought.balance };
}

async function buy(tx: Executor, input: PurchaseInput, key: string): Promise<Bought> {
  const [player] = await tx.select({ giftsDisabled: users.giftsDisabled, multiAccount: users.multiAccount }).from(users).where(eq(users.id, input.userId)).limit(1);
  if (!player) throw domainError('unauthenticated', 'unauthorized');
  if (player.giftsDisabled) throw giftActivationError('disabled');
  if (player.multiAccount) throw giftActivationError('multi_account');

  const [product] = await tx.select().from(compointProducts).where(eq(compointProducts.id, input.productId)).limit(1);
  if (!product) throw compointProductNotFound();
  if (!product.active) throw compointProductError('compoint_product_inactive');
  // Told before the compoints are checked: a sold-out product is not worth topping up for.
  if (product.stock !== null && product.stock <= 0) throw compointProductError('compoint_product_out_of_stock');

  const spent = await spendCompoints(tx, { userId: input.userId, amount: product.price, key });
  // Guarded: of two purchases of the last one, the second finds none left (and its spend rolls back).
  const [taken] = await tx
    .update(compointProducts)
    .set({ stock: sql`${compointProducts.stock} - 1` })
    .where(and(eq(compointProducts.id, product.id), eq(compointProducts.active, true), or(isNull(compointProducts.stock), gt(compointProducts.stock, 0))))
    .returning({ id: compointProducts.id });
  if (!taken) throw compointProductError('compoint_product_out_of_stock');

  // No notice: the player is on the shop and sees the gift in Pick up; the gift's own event still tells the browser.
  // Real money bought with compoints is bonus money with wagering unless the product pays cash (the reward rule).
  const granted = await grantGift(tx, { userId: input.userId, reason: 'compoints', key, spec: rewardGift(product.gift, product.paysCash), notify: false });
  if (!granted) throw new Error(`compoints: gift of purchase ${key} was granted before it was paid`);
  return { gift: granted.gift, balance: spent.balance, granted };
}

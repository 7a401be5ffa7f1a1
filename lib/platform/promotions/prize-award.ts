import 'server-only';
import type { LocalizedText } from '@/lib/domain/locales';
import type { NoticeData } from '@/lib/domain/notices';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { promoPrizeAwards } from '@/lib/platform/db/schema';
import { announceGrants, grantGift, type GrantedGift } from '@/lib/platform/gifts/grant-gift';
import { addNotice, publishNotice } from '@/lib/platform/notifications/notices';
import { rewardGift, rewardMoney } from '@/lib/domain/economics/reward-money';
import { publishAnswer } from '@/lib/platform/wallet/balances';
import { creditCompoints, publishCompoints, type CompointMovement } from '@/lib/platform/wallet/compoints';
import { grantWagered } from '@/lib/platform/wallet/credits';
import type { WalletAnswer } from '@/lib/platform/wallet/types';
import type { PromoPrizeRow } from './promo-dto';

/**
 * Giving a promo prize (issue 14): the one way a prize reaches a player, exchanged for points or
 * drawn in a lottery. In the caller's transaction — the one that spent the points or claimed the
 * draw — so the prize exists exactly when its cause does. The award row (unique per prize and
 * player) is written first: a second award of the same prize to the same player gives nothing.
 * Then what the prize is: a gift (grantGift, reason `promotions`), money in the player's currency
 * from the house grants account through the ledger (a currency the prize does not name gives
 * nothing of it), or compoints; and one `promo_prize` notice. Money, and a gift's real money, is
 * bonus money with wagering unless the prize pays cash (lib/domain/economics/reward-money.ts). Every movement's key starts
 * with `promo-prize:<award id>`, so nothing is paid twice even past the award's check.
 */

export interface PrizeAward {
  promo: { id: number; slug: string; title: LocalizedText };
  prize: PromoPrizeRow;
  userId: number;
  /** The player's money currency (for a money prize). */
  currency: string;
  how: 'exchange' | 'draw';
}

/** What to announce once the transaction committed; null when the player already had this prize. */
export interface AwardedPrize {
  awardId: number;
  userId: number;
  gift: GrantedGift | null;
  money: WalletAnswer | null;
  compoints: CompointMovement | null;
  notice: NoticeData | null;
}

/** Whether the prize has something to give a player of `currency` (a money prize must name a sum in it). */
export function payable(prize: PromoPrizeRow, currency: string): boolean {
  if (prize.kind === 'money') return (prize.money?.[currency] ?? 0) > 0;
  if (prize.kind === 'compoints') return (prize.compoints ?? 0) > 0;
  return prize.gift !== null;
}

export async function awardPrize(tx: Executor, award: PrizeAward): Promise<AwardedPrize | null> {
  const { promo, prize, userId } = award;
  const [row] = await tx
    .insert(promoPrizeAwards)
    .values({ promoId: promo.id, prizeId: prize.id, userId, how: award.how, createdAt: now() })
    .onConflictDoNothing()
    .returning({ id: promoPrizeAwards.id });
  if (!row) return null;
  const key = `promo-prize:${row.id}`;
  const gift = prize.kind === 'gift' && prize.gift ? await grantGift(tx, { userId, reason: 'promotions', key: `${key}:gift`, spec: rewardGift(prize.gift, prize.paysCash), notify: false }) : null;
  const amount = prize.kind === 'money' ? (prize.money?.[award.currency] ?? 0) : 0;
  const money = amount > 0 ? await grantWagered(tx, { transactionId: `${key}:money`, userId, currency: award.currency, amount, ...rewardMoney(prize.paysCash) }) : null;
  const compoints = prize.kind === 'compoints' && prize.compoints ? await creditCompoints(tx, { userId, amount: prize.compoints, key: `${key}:compoints` }) : null;
  const notice = await addNotice(tx, {
    userId,
    kind: 'promo_prize',
    params: { title: promo.title, prize: prize.title },
    link: prize.kind === 'gift' ? '/profile/gifts' : `/promo/${promo.slug}`,
    key: `promo_prize:${row.id}`,
  });
  return { awardId: row.id, userId, gift, money, compoints, notice };
}

/** After the commit: the gift, the balances and the notice to the player's room. Never throws. */
export async function announceAwards(db: Executor, awards: readonly (AwardedPrize | null)[]): Promise<void> {
  for (const award of awards) {
    if (!award) continue;
    await announceGrants(db, [award.gift]);
    if (award.money) await publishAnswer(award.money);
    if (award.compoints) await publishCompoints(db, { userId: award.userId, balance: award.compoints.balance });
    await publishNotice(db, award.notice, award.userId);
  }
}

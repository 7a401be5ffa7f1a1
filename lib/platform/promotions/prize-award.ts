import 'server-only';
import { eq } from 'drizzle-orm';
import { paysRealMoney } from '@/lib/domain/gifts/gifts';
import type { LocalizedText } from '@/lib/domain/locales';
import type { NoticeData } from '@/lib/domain/notifications/notices';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { promoPrizeAwards, users } from '@/lib/platform/db/schema';
import { announceGrants, grantGift, type GrantedGift } from '@/lib/platform/gifts/grant-gift';
import { addNotice, publishNotice } from '@/lib/platform/notifications/notices';
import { rewardGift, rewardMoney } from '@/lib/domain/economics/reward-money';
import { publishAnswer } from '@/lib/platform/wallet/balances';
import { creditCompoints, publishCompoints, type CompointMovement } from '@/lib/platform/wallet/compoints';
import { grantWagered } from '@/lib/platform/wallet/credits';
import type { WalletAnswer } from '@/lib/platform/wallet/types';
import type { PromotionPrizeRow } from './promotion-dto';

/**
 * Giving a promo prize: the one way a prize reaches a player, exchanged for points or
 * drawn in a lottery. In the caller's transaction — the one that spent the points or claimed the
 * draw — so the prize exists exactly when its cause does. The award row (unique per prize and
 * player) is written first: a second award of the same prize to the same player gives nothing.
 * Then what the prize is: a gift (grantGift, reason `promotions`), money in the player's currency
 * from the house grants account through the ledger (a currency the prize does not name gives
 * nothing of it), or compoints; and one `promo_prize` notice. Money, and a gift's real money, is
 * bonus money with wagering unless the prize pays cash (lib/domain/economics/reward-money.ts). Every movement's key starts
 * with `promo-prize:<award id>`, so nothing is paid twice even past the award's check.
 *
 * A prize that pays real money (a money prize, a gift of real money) to a player whose identity
 * is not verified is held instead: the award row is written `held` (the prize is theirs: the
 * stock, the points and the draw are spent as for any award) with a `promo_prize_held` notice
 * leading to the verification page, and nothing is paid until the verification comes
 * (held-prizes.ts). So promotion money that can be withdrawn reaches verified players only.
 */

export interface PrizeAward {
  promo: { id: number; slug: string; title: LocalizedText };
  prize: PromotionPrizeRow;
  userId: number;
  /** The player's money currency (for a money prize). */
  currency: string;
  how: 'exchange' | 'draw';
}

/** What to announce once the transaction committed; null when the player already had this prize. */
export interface AwardedPrize {
  awardId: number;
  userId: number;
  /** True when the prize waits for the player's identity verification (nothing paid yet). */
  held: boolean;
  gift: GrantedGift | null;
  money: WalletAnswer | null;
  compoints: CompointMovement | null;
  notice: NoticeData | null;
}

/** Whether the prize has something to give a player of `currency` (a money prize must name a sum in it). */
export function payable(prize: PromotionPrizeRow, currency: string): boolean {
  if (prize.kind === 'money') return (prize.money?.[currency] ?? 0) > 0;
  if (prize.kind === 'compoints') return (prize.compoints ?? 0) > 0;
  return prize.gift !== null;
}

export async function awardPrize(tx: Executor, award: PrizeAward): Promise<AwardedPrize | null> {
  const { promo, prize, userId } = award;
  const held = await mustWaitForVerification(tx, prize, userId);
  const [row] = await tx
    .insert(promoPrizeAwards)
    .values({ promoId: promo.id, prizeId: prize.id, userId, how: award.how, held, createdAt: now() })
    .onConflictDoNothing()
    .returning({ id: promoPrizeAwards.id });
  if (!row) return null;
  if (held) return holdAward(tx, { awardId: row.id, promo, prize, userId });
  return payAward(tx, { awardId: row.id, promo, prize, userId, currency: award.currency });
}

/** One award row's prize to pay: the award, its promo and prize, the player and their currency. */
export interface AwardToPay {
  awardId: number;
  promo: PrizeAward['promo'];
  prize: PromotionPrizeRow;
  userId: number;
  currency: string;
}

/**
 * Pays an award's prize and adds its `promo_prize` notice. Every movement is keyed by the award
 * (`promo-prize:<award id>`), so paying one award again pays nothing twice.
 */
export async function payAward(tx: Executor, award: AwardToPay): Promise<AwardedPrize> {
  const { awardId, promo, prize, userId } = award;
  const key = `promo-prize:${awardId}`;
  const gift = prize.kind === 'gift' && prize.gift ? await grantGift(tx, { userId, reason: 'promotions', key: `${key}:gift`, spec: rewardGift(prize.gift, prize.paysCash), notify: false }) : null;
  const amount = prize.kind === 'money' ? (prize.money?.[award.currency] ?? 0) : 0;
  const money = amount > 0 ? await grantWagered(tx, { transactionId: `${key}:money`, userId, currency: award.currency, amount, ...rewardMoney(prize.paysCash) }) : null;
  const compoints = prize.kind === 'compoints' && prize.compoints ? await creditCompoints(tx, { userId, amount: prize.compoints, key: `${key}:compoints` }) : null;
  const notice = await addNotice(tx, {
    userId,
    kind: 'promo_prize',
    params: { title: promo.title, prize: prize.title },
    link: prize.kind === 'gift' ? '/profile/gifts' : `/promo/${promo.slug}`,
    key: `promo_prize:${awardId}`,
  });
  return { awardId, userId, held: false, gift, money, compoints, notice };
}

/** A held award: nothing paid, the player told where to verify (held-prizes.ts pays it then). */
async function holdAward(tx: Executor, award: Omit<AwardToPay, 'currency'>): Promise<AwardedPrize> {
  const notice = await addNotice(tx, {
    userId: award.userId,
    kind: 'promo_prize_held',
    params: { title: award.promo.title, prize: award.prize.title },
    link: '/profile/verification',
    key: `promo_prize_held:${award.awardId}`,
  });
  return { awardId: award.awardId, userId: award.userId, held: true, gift: null, money: null, compoints: null, notice };
}

/**
 * Whether the prize pays real money as the reward rule pays it (lib/domain/economics/reward-money.ts):
 * only a prize marked `pays_cash` does — a money prize, or a gift with real money.
 */
export function paysRealMoneyPrize(prize: PromotionPrizeRow): boolean {
  if (prize.kind === 'money') return rewardMoney(prize.paysCash).to === 'real';
  return prize.kind === 'gift' && prize.gift !== null && paysRealMoney(rewardGift(prize.gift, prize.paysCash).terms);
}

/**
 * A real-money prize reaches a player whose identity is verified (`users.is_verified`, which the
 * documents' review writes: lib/platform/documents). The player's row is read `for share`:
 * a review verifying them at this moment updates that row, so one of the two waits for the other
 * — either this award sees them verified and pays, or the review's release (held-prizes.ts),
 * running after this commit, sees the held award. Never a prize held for a verified player.
 */
async function mustWaitForVerification(tx: Executor, prize: PromotionPrizeRow, userId: number): Promise<boolean> {
  if (!paysRealMoneyPrize(prize)) return false;
  const [player] = await tx.select({ verified: users.isVerified }).from(users).where(eq(users.id, userId)).for('share');
  return !(player?.verified ?? false);
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

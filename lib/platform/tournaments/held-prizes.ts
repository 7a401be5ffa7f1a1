import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { LocalizedText } from '@/lib/domain/locales';
import type { NoticeData } from '@/lib/domain/notifications/notices';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { tournamentPrizeHolds } from '@/lib/platform/db/schema';
import { addNotice, publishNotice } from '@/lib/platform/notifications/notices';
import { publishAnswer } from '@/lib/platform/wallet/balances';
import { grant } from '@/lib/platform/wallet/credits';
import type { WalletAnswer } from '@/lib/platform/wallet/types';

/**
 * Tournament and series prize money held for a winner until their identity is verified (as the
 * promotions' real-money prizes are: promotions/held-prizes.ts), so new accounts farm no real money
 * from free tournaments. The hold keeps the key the payment would have carried: released, it is
 * paid under that key, exactly once (a second release matches no unpaid hold, and the ledger
 * refuses a key twice).
 */

export interface PrizeMoneyHold {
  key: string;
  userId: number;
  currency: string;
  amount: number;
  title: LocalizedText;
  position: number;
  link: string;
}

/** In the finish's transaction: the money waits (a second finish run adds nothing). */
export async function holdPrizeMoney(tx: Executor, hold: PrizeMoneyHold): Promise<void> {
  await tx.insert(tournamentPrizeHolds).values({ ...hold, heldAt: now() }).onConflictDoNothing({ target: tournamentPrizeHolds.key });
}

export interface ReleasedTournamentPrizes {
  userId: number;
  money: WalletAnswer[];
  notices: NoticeData[];
}

/**
 * In the transaction that makes the player verified (lib/platform/documents): every hold
 * leaves waiting by one guarded UPDATE and is paid as real money, with a `tournament_prize` notice.
 */
export async function releaseHeldTournamentPrizes(tx: Executor, userId: number): Promise<ReleasedTournamentPrizes> {
  const released = await tx
    .update(tournamentPrizeHolds)
    .set({ paidAt: now() })
    .where(and(eq(tournamentPrizeHolds.userId, userId), isNull(tournamentPrizeHolds.paidAt)))
    .returning();
  const result: ReleasedTournamentPrizes = { userId, money: [], notices: [] };
  for (const hold of [...released].sort((a, b) => a.id - b.id)) {
    result.money.push(await grant(tx, { transactionId: hold.key, userId, currency: hold.currency, amount: hold.amount, to: 'real' }));
    const notice = await addNotice(tx, { userId, kind: 'tournament_prize', params: { title: hold.title, position: hold.position }, link: hold.link, key: `tournament_prize_paid:${hold.id}` });
    if (notice) result.notices.push(notice);
  }
  return result;
}

/** After the commit: the balances and the notices to the player's room. Never throws. */
export async function announceReleasedTournamentPrizes(db: Executor, released: ReleasedTournamentPrizes): Promise<void> {
  for (const answer of released.money) await publishAnswer(answer);
  for (const notice of released.notices) await publishNotice(db, notice, released.userId);
}


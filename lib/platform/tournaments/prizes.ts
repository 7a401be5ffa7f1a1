import 'server-only';
import { inArray } from 'drizzle-orm';
import type { LocalizedText } from '@/lib/domain/locales';
import type { NoticeData } from '@/lib/domain/notifications/notices';
import type { TournamentPrizeSpec } from '@/lib/domain/tournaments/tournaments';
import type { Executor } from '@/lib/platform/db/executor';
import { users } from '@/lib/platform/db/schema';
import { announceGrants, grantGift, type GrantedGift } from '@/lib/platform/gifts/grant-gift';
import { addNotice, publishNotice } from '@/lib/platform/notifications/notices';
import { publishAnswer } from '@/lib/platform/wallet/balances';
import { grant } from '@/lib/platform/wallet/credits';
import { holdPrizeMoney } from './held-prizes';
import type { WalletAnswer } from '@/lib/platform/wallet/types';

/**
 * Pays the prizes of final standings (a tournament's or a series'), in the caller's transaction —
 * the one that claimed the finish — so the prizes exist exactly when the finish does. Every
 * movement carries a key of its own (`<scope>:<id>:prize:<position>…`): even a second run that got
 * past the claim would grant nothing twice. Per prize: its gifts (reason `promotions`), its money
 * in the winner's currency as real money from the house grants account through the ledger (a
 * currency the prize does not name pays the gifts only), and one `tournament_prize` notice. Real
 * money reaches verified players only: an unverified winner's money waits in a hold that the
 * review verifying them pays (held-prizes.ts), and their notice says so (`tournament_prize_held`).
 */

export interface PrizeRun {
  /** `tournament` or `tournament-series`: part of every key. */
  scope: 'tournament' | 'tournament-series';
  id: number;
  title: LocalizedText;
  /** The page the notice leads to. */
  link: string;
  prizes: readonly TournamentPrizeSpec[];
  standings: ReadonlyArray<{ userId: number; position: number }>;
}

/** What to announce once the transaction committed. */
export interface PaidPrizes {
  gifts: GrantedGift[];
  money: WalletAnswer[];
  notices: Array<{ userId: number; notice: NoticeData | null }>;
}

export async function payPrizes(tx: Executor, run: PrizeRun): Promise<PaidPrizes> {
  const paid: PaidPrizes = { gifts: [], money: [], notices: [] };
  const winners = run.prizes
    .map((prize) => ({ prize, standing: run.standings.find((s) => s.position === prize.position) }))
    .filter((w): w is { prize: TournamentPrizeSpec; standing: { userId: number; position: number } } => w.standing !== undefined)
    // Players' accounts are locked in ascending id by every transaction that pays several of them
    // (player-accounts.ts): two finishes sharing winners never wait for each other in a cycle.
    .sort((a, b) => a.standing.userId - b.standing.userId);
  if (winners.length === 0) return paid;
  // Read `for share`: a review verifying a winner at this moment updates their row, so either this
  // run sees them verified and pays, or the review's release sees the hold (held-prizes.ts).
  const players = new Map(
    (await tx.select({ id: users.id, currency: users.currency, verified: users.isVerified }).from(users).where(inArray(users.id, winners.map((w) => w.standing.userId))).for('share')).map((u) => [u.id, u]),
  );
  for (const { prize, standing } of winners) {
    const base = `${run.scope}:${run.id}:prize:${prize.position}`;
    const { userId } = standing;
    for (const [i, spec] of prize.gifts.entries()) {
      // The prize notice tells of the win; a notice per gift would repeat it.
      const granted = await grantGift(tx, { userId, reason: 'promotions', key: `${base}:gift:${i}`, spec, notify: false });
      if (granted) paid.gifts.push(granted);
    }
    const player = players.get(userId);
    const amount = player ? (prize.money[player.currency] ?? 0) : 0;
    const held = player !== undefined && amount > 0 && !player.verified;
    if (player && amount > 0) {
      const money = { key: `${base}:money`, userId, currency: player.currency, amount };
      if (held) await holdPrizeMoney(tx, { ...money, title: run.title, position: prize.position, link: run.link });
      else paid.money.push(await grant(tx, { transactionId: money.key, userId, currency: money.currency, amount, to: 'real' }));
    }
    if (prize.gifts.length > 0 || amount > 0) {
      const notice = await addNotice(tx, {
        userId,
        kind: held ? 'tournament_prize_held' : 'tournament_prize',
        params: { title: run.title, position: prize.position },
        link: held ? '/profile/verification' : run.link,
        key: `tournament_prize:${run.scope}:${run.id}:${userId}`,
      });
      paid.notices.push({ userId, notice });
    }
  }
  return paid;
}

/** After the commit: the gifts, the balances and the notices to the winners' rooms. Never throws. */
export async function announcePrizes(db: Executor, paid: PaidPrizes): Promise<void> {
  await announceGrants(db, paid.gifts);
  for (const answer of paid.money) await publishAnswer(answer);
  for (const { userId, notice } of paid.notices) await publishNotice(db, notice, userId);
}


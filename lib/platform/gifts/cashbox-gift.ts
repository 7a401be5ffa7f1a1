import 'server-only';
import { and, asc, desc, eq, gt, isNotNull } from 'drizzle-orm';
import { REALTIME_EVENTS } from '@/lib/domain/realtime/realtime-events';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { userGifts } from '@/lib/platform/db/schema';
import { withWagering } from '@/lib/platform/wallet/balances';
import { grant } from '@/lib/platform/wallet/credits';
import { addWagering } from '@/lib/platform/wallet/wagering';
import type { WalletAnswer } from '@/lib/platform/wallet/types';
import { depositBonusTermsOf, depositLimitFor } from './gift-dto';
import { eventGift, type GiftEvent } from './gift-events';
import { appliesToDeposit, readGiftPlayer } from './gift-rules';
import { amountFor, checkedTerms } from './gift-terms';

/**
 * The cashbox's use of gifts (contract between lib/platform/cashbox and lib/platform/gifts): the
 * gift picked in the cashbox pays a share of each paid deposit as bonus money.
 */

/** The cashbox gift the player picked for the next deposit in `currency`, if it still applies. */
export async function findSelectedCashboxGiftId(executor: Executor, userId: number, currency: string): Promise<number | null> {
  const player = await readGiftPlayer(executor, userId);
  if (!player) return null;
  const rows = await executor
    .select()
    .from(userGifts)
    .where(and(eq(userGifts.userId, userId), isNotNull(userGifts.cashboxSelectedAt)))
    .orderBy(desc(userGifts.cashboxSelectedAt), desc(userGifts.id));
  const nowMs = now().getTime();
  return rows.find((row) => appliesToDeposit(row, player, currency, nowMs))?.id ?? null;
}

export interface DepositGiftInput {
  userId: number;
  currency: string;
  depositId: number;
  amount: number;
  giftId: number | null;
}

export interface DepositGiftResult {
  /** Bonus money paid with the deposit (minor units); 0 when the gift paid nothing. */
  bonus: number;
  /** The ledger's answer of the last bonus grant (the latest balances), for the caller to publish after its commit; null when nothing moved. */
  answer: WalletAnswer | null;
  /** Gift events to publish after the commit (publishGiftEvents): a deposit counted, a state changed. */
  events?: GiftEvent[];
}

const NOTHING: DepositGiftResult = { bonus: 0, answer: null };

/** The bonus key of a deposit: one bonus per deposit, whatever retries the cashbox makes. */
export const giftBonusKey = (depositId: number) => `gift-bonus:deposit:${depositId}`;

/**
 * Runs inside the transaction that marks a deposit paid, after its ledger deposit: the picked
 * deposit-bonus gift (applyDepositBonus), then the player's activated bonus offer
 * (applyBonusOffer). Never throws for a gift that does not apply: the deposit must go through.
 */
export async function applyCashboxGift(tx: Executor, input: DepositGiftInput): Promise<DepositGiftResult> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) return NOTHING;
  const picked = await applyDepositBonus(tx, input);
  const offer = await applyBonusOffer(tx, input);
  const result: DepositGiftResult = { bonus: picked.bonus + offer.bonus, answer: offer.answer ?? picked.answer };
  const events = [...(picked.events ?? []), ...(offer.events ?? [])];
  return events.length > 0 ? { ...result, events } : result;
}

/**
 * The picked deposit-bonus gift: pays
 * `percent`% of the part of the deposit within the gift's remaining deposit limit as bonus money
 * (key `gift-bonus:deposit:<id>`), and advances the gift: progress and count, `activated` on first
 * use, `used` once the limit or maxDeposits is reached. A paid bonus adds `bonus × wager` to the
 * player's wagering requirement (spec §6: no payout before it is wagered). The gift row is locked first, so two
 * deposits at once take turns and never count past the limit. A gift that no longer applies
 * (expired, used, picked away, another player's) pays nothing and never throws: the deposit
 * itself must go through. The caller publishes `answer` after its commit.
 */
async function applyDepositBonus(tx: Executor, input: DepositGiftInput): Promise<DepositGiftResult> {
  if (input.giftId === null) return NOTHING;
  const [row] = await tx
    .select()
    .from(userGifts)
    .where(and(eq(userGifts.id, input.giftId), eq(userGifts.userId, input.userId)))
    .for('update');
  const player = row ? await readGiftPlayer(tx, input.userId) : null;
  const at = now();
  if (!row || !player || !appliesToDeposit(row, player, input.currency, at.getTime())) return NOTHING;
  const terms = depositBonusTermsOf(row);
  if (!terms) return NOTHING;

  const limit = depositLimitFor(row, input.currency);
  const counted = Math.min(input.amount, limit - row.depositProgress);
  // Rounded down: the house never pays a fraction of a minor unit.
  const bonus = Math.floor((counted * terms.percent) / 100);
  let answer: WalletAnswer | null = null;
  if (bonus > 0) {
    answer = await grant(tx, { transactionId: giftBonusKey(input.depositId), userId: input.userId, currency: input.currency, amount: bonus, to: 'bonus' });
    // The deposit was counted before (a retried call): its bonus stands, the gift moves on no further.
    if (answer.duplicate) return { bonus: answer.credited.bonus, answer };
    // Same transaction as the grant: no bonus money exists without its requirement. The grant's
    // notice read the requirement before this, so it is told the new one.
    answer = withWagering(answer, await addWagering(tx, input.userId, input.currency, bonus * terms.wager));
  }

  const progress = row.depositProgress + counted;
  const deposits = row.depositCount + 1;
  const usedUp = progress >= limit || deposits >= terms.maxDeposits;
  const state = usedUp ? 'used' : 'activated';
  await tx
    .update(userGifts)
    .set({
      depositProgress: progress,
      depositCount: deposits,
      state,
      activatedAt: row.activatedAt ?? at,
      usedAt: usedUp ? at : null,
      // A used gift is no longer anyone's pick; a live one stays picked for the next deposit.
      cashboxSelectedAt: usedUp ? null : row.cashboxSelectedAt,
      updatedAt: at,
    })
    .where(eq(userGifts.id, row.id));
  // The deposit counted (progress moved); a new state is told as well.
  const events: GiftEvent[] = [{ type: REALTIME_EVENTS.giftStateUpdated, gift: eventGift(row, state) }];
  // A gift picked in the cashbox but never activated by the player starts with the deposit that
  // uses it: the platform activated it (spec "gifts auto activated").
  if (row.state === 'received') events.push({ type: REALTIME_EVENTS.giftAutoActivated, gift: eventGift(row, state) });
  if (state !== row.state) events.push({ type: REALTIME_EVENTS.giftStateChanged, gift: eventGift(row, state) });
  return { bonus, answer, events };
}

/** The bonus key of an offer: one payment per gift, whatever deposit it comes with. */
export const bonusOfferKey = (giftId: number) => `gift-offer:${giftId}`;

/**
 * The player's oldest activated, unexpired bonus offer (spec §3 "Bonus offer", activated with
 * PUT /json-api/gifts/activate): a deposit of at least `minDeposits[currency]` pays `percent` of
 * it, at most `maxBonus[currency]`, as bonus money with `bonus × wager` to wager, and uses the
 * offer up. Exactly once: the row is locked and leaves `activated` by a guarded UPDATE, and the
 * grant's key is the gift's own (`gift-offer:<id>`). A smaller deposit leaves it waiting.
 */
async function applyBonusOffer(tx: Executor, input: DepositGiftInput): Promise<DepositGiftResult> {
  const at = now();
  const [row] = await tx
    .select()
    .from(userGifts)
    .where(and(eq(userGifts.userId, input.userId), eq(userGifts.type, 'bonus_offer'), eq(userGifts.state, 'activated'), gt(userGifts.expiredAt, at)))
    .orderBy(asc(userGifts.activatedAt), asc(userGifts.id))
    .limit(1)
    .for('update');
  const terms = row ? checkedTerms(row, 'bonus_offer') : null;
  if (!row || !terms) return NOTHING;
  const min = amountFor(terms.minDeposits, input.currency);
  const max = amountFor(terms.maxBonus, input.currency);
  if (min === null || max === null || input.amount < min) return NOTHING;
  const player = await readGiftPlayer(tx, input.userId);
  if (!player || player.multiAccount || player.giftsDisabled) return NOTHING;

  const [used] = await tx
    .update(userGifts)
    .set({ state: 'used', usedAt: at, updatedAt: at })
    .where(and(eq(userGifts.id, row.id), eq(userGifts.state, 'activated')))
    .returning({ id: userGifts.id });
  if (!used) return NOTHING;
  const events: GiftEvent[] = [{ type: REALTIME_EVENTS.giftStateChanged, gift: eventGift(row, 'used') }];
  const bonus = Math.min(Math.floor((input.amount * terms.percent) / 100), max);
  if (bonus <= 0) return { bonus: 0, answer: null, events };
  const answer = await grant(tx, { transactionId: bonusOfferKey(row.id), userId: input.userId, currency: input.currency, amount: bonus, to: 'bonus' });
  if (answer.duplicate) return { bonus: 0, answer: null, events };
  return { bonus, answer: withWagering(answer, await addWagering(tx, input.userId, input.currency, bonus * terms.wager)), events };
}

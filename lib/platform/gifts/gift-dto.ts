import 'server-only';
import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';
import type { GiftState, GiftTerms } from '@/lib/domain/gifts/gifts';
import { pickText, type Locale, type LocalizedText } from '@/lib/domain/locales';
import type { userGifts } from '@/lib/platform/db/schema';

/**
 * A user_gifts row as the API shows it (spec §3 Gift). The jsonb columns are read defensively:
 * a hand-edited or future row with another shape must not turn a list into a 500.
 */

export type GiftRow = typeof userGifts.$inferSelect;
export type { GiftState } from '@/lib/domain/gifts/gifts';

export interface DepositLimit {
  currency: string;
  limit: number;
}

/**
 * What a deposit_bonus gift gives: `percent` of each deposit as bonus money, for at most
 * `maxDeposits` deposits; each bonus must be wagered `wager` times (stakes of bonus × wager)
 * before a payout.
 */
export interface DepositBonusTerms {
  percent: number;
  maxDeposits: number;
  wager: number;
}

/** The wagering multiplier of a deposit bonus whose terms name none (rows written before it existed). */
export const DEFAULT_BONUS_WAGER = 20;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

export function depositLimitsOf(row: Pick<GiftRow, 'depositLimits'>): DepositLimit[] {
  if (!Array.isArray(row.depositLimits)) return [];
  return row.depositLimits.flatMap((item: unknown) =>
    isRecord(item) && typeof item.currency === 'string' && isCount(item.limit) ? [{ currency: item.currency, limit: item.limit }] : [],
  );
}

/** The limit of a currency; 0 when the gift has none for it (it never applies there). */
export function depositLimitFor(row: Pick<GiftRow, 'depositLimits'>, currency: string): number {
  return depositLimitsOf(row).find((l) => l.currency === currency)?.limit ?? 0;
}

/**
 * The terms of a deposit_bonus gift; null for other types or a malformed row. An absent `wager`
 * is the default; a present one that is not a positive integer makes the row malformed, so a
 * typo never pays a bonus without its requirement.
 */
export function depositBonusTermsOf(row: Pick<GiftRow, 'type' | 'terms'>): DepositBonusTerms | null {
  if (row.type !== 'deposit_bonus' || !isRecord(row.terms)) return null;
  const { percent, maxDeposits, wager = DEFAULT_BONUS_WAGER } = row.terms;
  return isCount(percent) && isCount(maxDeposits) && isCount(wager) ? { percent, maxDeposits, wager } : null;
}

/**
 * The state as of `nowMs`: a gift still received or activated past its expiredAt is expired,
 * whether or not the row was updated yet (states are written lazily, gift-list.ts).
 */
export function effectiveState(row: Pick<GiftRow, 'state' | 'expiredAt'>, nowMs: number): GiftState {
  const live = row.state === 'received' || row.state === 'activated';
  return live && row.expiredAt.getTime() <= nowMs ? 'expired' : row.state;
}

/** The fields `isCashboxGift` (lib/domain/cashbox/cashbox-types.ts) reads, so server and browser share one filter. */
export function filterView(row: GiftRow, nowMs: number): Pick<GiftDto, 'state' | 'expiredAt' | 'restrictions' | 'restrictionsState'> {
  return {
    state: effectiveState(row, nowMs),
    expiredAt: row.expiredAt.toISOString(),
    restrictions: { depositLimits: depositLimitsOf(row) },
    restrictionsState: { depositProgress: row.depositProgress },
  };
}

/**
 * The terms of a row as GiftTerms; null for a malformed row. Deposit bonuses written before
 * carry no `type` field. Each effect checks the fields it uses again before moving
 * anything (a hand-edited row must never pay without its requirement).
 */
export function giftTermsOf(row: Pick<GiftRow, 'type' | 'terms'>): GiftTerms | null {
  if (row.type === 'deposit_bonus') {
    const terms = depositBonusTermsOf(row);
    return terms ? { type: 'deposit_bonus', ...terms } : null;
  }
  return isRecord(row.terms) && row.terms.type === row.type ? (row.terms as unknown as GiftTerms) : null;
}

export function toGiftDto(row: GiftRow, locale: Locale, nowMs: number): GiftDto {
  const view = filterView(row, nowMs);
  return {
    id: row.id,
    title: pickText(isRecord(row.title) ? (row.title as LocalizedText) : null, locale),
    type: row.type,
    state: view.state,
    reason: row.reason,
    expiredAt: view.expiredAt,
    percent: depositBonusTermsOf(row)?.percent ?? null,
    restrictions: view.restrictions,
    restrictionsState: view.restrictionsState,
    // A pick of a gift that can no longer be used means nothing: the deposit will not use it.
    cashboxSelected: row.cashboxSelectedAt !== null && (view.state === 'received' || view.state === 'activated'),
    terms: giftTermsOf(row),
    conditions: isRecord(row.conditions) ? row.conditions : {},
    activatedAt: row.activatedAt?.toISOString() ?? null,
    usedAt: row.usedAt?.toISOString() ?? null,
    spinsLeft: row.spinsLeft,
  };
}

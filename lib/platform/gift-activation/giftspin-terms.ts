import 'server-only';
import type { GiftRow } from '@/lib/platform/gifts/gift-dto';

/**
 * The terms of a giftspin row, checked field by field (lib/domain/gifts.ts GiftTerms 'giftspin'):
 * a hand-edited row must never give free rounds at a stake nobody chose, or wins without their
 * wagering. Null for another type or a malformed row.
 */
export interface GiftspinTerms {
  gameSlug: string;
  spins: number;
  stakes: Readonly<Record<string, number>>;
  wager: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const isWager = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

export function giftspinTermsOf(row: Pick<GiftRow, 'type' | 'terms'>): GiftspinTerms | null {
  if (row.type !== 'giftspin' || !isRecord(row.terms)) return null;
  const { gameSlug, spins, stakes, wager } = row.terms;
  if (typeof gameSlug !== 'string' || gameSlug === '' || !isCount(spins) || !isRecord(stakes) || !isWager(wager)) return null;
  const valid: Record<string, number> = {};
  for (const [currency, stake] of Object.entries(stakes)) if (isCount(stake)) valid[currency] = stake;
  return { gameSlug, spins, stakes: valid, wager };
}

/** The stake of one free round in `currency`; null when the gift names none for it. */
export function giftspinStake(terms: GiftspinTerms, currency: string): number | null {
  return terms.stakes[currency] ?? null;
}

import 'server-only';
import { freeRoundScope, isFreeRoundGift, type FreeRoundGiftType, type FreeRoundScope } from '@/lib/domain/gifts/gifts';
import type { GiftRow } from '@/lib/platform/gifts/gift-dto';
import { checkedTerms } from '@/lib/platform/gifts/gift-terms';

/**
 * The terms of a free-round gift (giftspin, provider spins, free bet) in one shape, checked field
 * by field (lib/platform/gifts/gift-terms.ts): a hand-edited row must never give free rounds at a
 * stake nobody chose, on games nobody named, or wins without their wagering. Null for another
 * type or a malformed row.
 */
export interface FreeRoundTerms {
  type: FreeRoundGiftType;
  scope: FreeRoundScope;
  /** How many rounds the gift pays: its spins, or the one stake of a free bet. */
  rounds: number;
  stakes: Readonly<Record<string, number>>;
  wager: number;
}

export function freeRoundTermsOf(row: Pick<GiftRow, 'type' | 'terms'>): FreeRoundTerms | null {
  if (!isFreeRoundGift(row.type)) return null;
  const terms = checkedTerms(row, 'giftspin') ?? checkedTerms(row, 'provider_spins') ?? checkedTerms(row, 'freebet');
  if (!terms) return null;
  return { type: terms.type, scope: freeRoundScope(terms), rounds: terms.type === 'freebet' ? 1 : terms.spins, stakes: terms.stakes, wager: terms.wager };
}

/** The stake of one free round in `currency`; null when the gift names none for it. */
export function freeRoundStake(terms: FreeRoundTerms, currency: string): number | null {
  return Object.hasOwn(terms.stakes, currency) ? (terms.stakes[currency] ?? null) : null;
}

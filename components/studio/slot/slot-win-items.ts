import type { SlotOutcome } from '@/lib/domain/studio/round-types';

/** One thing a slot round paid for, shown in turn: a payline, or the scatters anywhere. */
export type SlotWinItem =
  | { kind: 'line'; line: number; symbol: string; count: number; positions: readonly (readonly [number, number])[]; win: number }
  | { kind: 'scatter'; symbol: string; count: number; positions: readonly (readonly [number, number])[]; win: number };

export function slotWinItems(outcome: SlotOutcome): SlotWinItem[] {
  const items: SlotWinItem[] = outcome.lineWins.map((lineWin) => ({ kind: 'line', ...lineWin }));
  if (outcome.scatterWin) items.push({ kind: 'scatter', ...outcome.scatterWin });
  return items;
}

/** Rows to highlight per reel for one item (or for all of them). */
export function winRowsByReel(items: readonly SlotWinItem[], reels: number): Set<number>[] {
  const rows = Array.from({ length: reels }, () => new Set<number>());
  for (const item of items) for (const [reel, row] of item.positions) rows[reel]?.add(row);
  return rows;
}

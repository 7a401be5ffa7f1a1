import 'server-only';
import type { SlotRole } from '@/lib/domain/studio/slot-geometry';

/**
 * The maths of the studio slots: reel strips and pay tables written in roles, so every theme
 * (lib/domain/studio/slot-themes.ts) shares one audited model. rtp.ts computes its exact
 * base RTP; a game's configured RTP must not exceed it.
 *
 * Strips are written one letter per cell: W wild, S scatter, A B C high symbols, d e f g low
 * symbols. No two scatters on a strip are closer than 3 cells (cyclically), so a 3-row window
 * shows at most one scatter per reel — the scatter maths in rtp.ts relies on it and
 * compileSlotModel() refuses a strip that breaks it.
 */

export interface SlotMathModel {
  id: string;
  /** Per reel (left to right), the strip as letters of STRIP_LETTERS. */
  strips: readonly string[];
  /** Line pays as multiples of the line stake for 3, 4 and 5 of a kind; scatters never pay on lines. */
  linePays: Readonly<Record<Exclude<SlotRole, 'scatter'>, readonly [three: number, four: number, five: number]>>;
  /** Scatter pays as multiples of the total stake, for 3, 4 and 5 scatters anywhere. */
  scatterPays: readonly [three: number, four: number, five: number];
}

export const STRIP_LETTERS: Readonly<Record<string, SlotRole>> = {
  W: 'wild',
  S: 'scatter',
  A: 'high1',
  B: 'high2',
  C: 'high3',
  d: 'low1',
  e: 'low2',
  f: 'low3',
  g: 'low4',
};

/**
 * Low volatility on purpose: about two spins in three win something, the top line prize is
 * 150 line stakes (7.5 total stakes). Every reel holds 30 cells: 3 wilds, 1 scatter, 2 + 2 + 3
 * high symbols and 5 + 5 + 5 + 4 low ones, spread evenly so that symbols do not stack.
 * Base RTP 0.99460617… (exact value: rtp.ts, pinned by the unit tests); the standard deviation
 * of one spin's return is about 1.3 total stakes.
 */
export const CLASSIC_MODEL: SlotMathModel = {
  id: 'classic',
  strips: [
    'WdfAeCdgfWedBfgCeSAdfWgedCfBeg',
    'egdBWfeCdAgfeWdfgBCedfWAegdfCS',
    'fCedgfWeBSdCfgAedWfgeCdBfeWgdA',
    'gWdfeACdgfeWdBfgCedAfWSgedCfeB',
    'eSgdWfBedCgAfeWdfgeCBdfWegAdfC',
  ],
  linePays: {
    wild: [20, 50, 150],
    high1: [15, 40, 100],
    high2: [12, 30, 80],
    high3: [10, 25, 50],
    low1: [8, 18, 35],
    low2: [8, 16, 30],
    low3: [7, 15, 30],
    low4: [7, 15, 30],
  },
  scatterPays: [2, 10, 40],
};

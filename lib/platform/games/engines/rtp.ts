import 'server-only';
import { REEL_COUNT, ROW_COUNT } from '@/lib/domain/studio/slot-geometry';
import { PAY_STRIDE, SCATTER, SYMBOL_COUNT, WILD, type CompiledSlotModel } from './slot-lines';

/**
 * Exact RTP of a slot model, and the mixing rule that brings a game down to its configured RTP.
 *
 * Why it is exact: a reel stops uniformly on one of its L cells, so the symbol in any one row
 * of its window is distributed like the strip (count / L), and reels stop independently. Every
 * payline takes one cell per reel, so every line has the same distribution of pays, and the
 * expected pay of a line (in line stakes) equals the RTP contribution of all 20 lines (20 lines
 * × line stake = total stake). Scatters: with at most one scatter per window, a reel shows a
 * scatter on exactly 3 × (scatters on its strip) of its L stops, independently per reel.
 * All sums are kept as integers over T = L1 × … × L5 (the number of distinct spins).
 */

export interface SlotRtpBreakdown {
  /** T: the number of equally likely stop combinations. */
  combinations: number;
  /** Σ over all combinations of one line's pay (line stakes); lines' RTP = linePayTotal / T. */
  linePayTotal: number;
  /** Σ over all combinations of the scatter multiplier; scatter RTP = scatterPayTotal / T. */
  scatterPayTotal: number;
  /** (linePayTotal + scatterPayTotal) / T. */
  rtp: number;
}

function symbolCounts(m: CompiledSlotModel): number[][] {
  return m.strips.map((strip, reel) => {
    const counts = new Array<number>(SYMBOL_COUNT).fill(0);
    const length = m.stripLengths[reel] as number;
    for (let i = 0; i < length; i++) counts[strip[i] as number]! += 1;
    return counts;
  });
}

function assertSafe(n: number, what: string): number {
  if (!Number.isSafeInteger(n)) throw new RangeError(`slot RTP: ${what} exceeds exact integer range`);
  return n;
}

/**
 * Σ over all stop combinations of one line's best pay, by cases: w leading wilds (0–5), then
 * the first other symbol s on reel w, then the run length c of s-or-wild from the left, ended
 * by a cell that is neither (or by the last reel). The pay is max(wild pay for w, s pay for c),
 * as evaluateLine() decides; a scatter after the wilds leaves only the wild pay.
 */
export function linePayTotal(m: CompiledSlotModel): number {
  const counts = symbolCounts(m);
  const len = m.stripLengths;
  const wildCount = (reel: number) => counts[reel]![WILD]!;
  const pay = (symbol: number, count: number) => m.linePays[symbol * PAY_STRIDE + count] as number;
  /** Product of strip lengths of reels from..REEL_COUNT−1 (those reels are free). */
  const free = (from: number) => {
    let p = 1;
    for (let reel = from; reel < REEL_COUNT; reel++) p *= len[reel] as number;
    return p;
  };

  let total = 0;
  let leadingWilds = 1; // ways for reels 0..w−1 to all show a wild
  for (let w = 0; w <= REEL_COUNT; w++) {
    if (w === REEL_COUNT) {
      total += leadingWilds * pay(WILD, REEL_COUNT);
      break;
    }
    const wildPay = pay(WILD, w);
    for (let s = 0; s < SYMBOL_COUNT; s++) {
      if (s === WILD) continue;
      const first = leadingWilds * counts[w]![s]!;
      if (first === 0) continue;
      if (s === SCATTER) {
        total += first * free(w + 1) * wildPay;
        continue;
      }
      let run = first; // ways for reels 0..c−1 to form the run
      for (let c = w + 1; c <= REEL_COUNT; c++) {
        const best = Math.max(wildPay, pay(s, c));
        if (c === REEL_COUNT) {
          total += run * best;
        } else {
          const stopper = (len[c] as number) - counts[c]![s]! - wildCount(c);
          total += run * stopper * free(c + 1) * best;
          run *= counts[c]![s]! + wildCount(c);
        }
      }
    }
    leadingWilds *= wildCount(w);
  }
  return assertSafe(total, 'line pay total');
}

/** Σ over all stop combinations of the scatter multiplier (at most one scatter per window). */
export function scatterPayTotal(m: CompiledSlotModel): number {
  const counts = symbolCounts(m);
  // ways[k]: combinations of the reels seen so far showing k scatters.
  let ways = [1];
  for (let reel = 0; reel < REEL_COUNT; reel++) {
    const showing = ROW_COUNT * counts[reel]![SCATTER]!;
    const notShowing = (m.stripLengths[reel] as number) - showing;
    const next = new Array<number>(ways.length + 1).fill(0);
    ways.forEach((w, k) => {
      next[k]! += w * notShowing;
      next[k + 1]! += w * showing;
    });
    ways = next;
  }
  return assertSafe(
    ways.reduce((sum, w, k) => sum + w * (m.scatterPays[k] ?? 0), 0),
    'scatter pay total',
  );
}

export function slotRtp(m: CompiledSlotModel): SlotRtpBreakdown {
  const combinations = assertSafe(
    m.stripLengths.reduce((p, l) => p * l, 1),
    'combinations',
  );
  const lines = linePayTotal(m);
  const scatter = scatterPayTotal(m);
  return { combinations, linePayTotal: lines, scatterPayTotal: scatter, rtp: (lines + scatter) / combinations };
}

/** Probability as an exact fraction numerator / denominator (denominator ≤ 2^48, for Rng.int). */
export interface Fraction {
  numerator: number;
  denominator: number;
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/**
 * How a game reaches a target RTP below the model's base RTP: each spin is a fair draw from
 * the strips with probability p = target / base, otherwise a draw conditioned to lose (redrawn
 * until it pays nothing). Then E[return] = p × base + (1 − p) × 0 = target, exactly:
 * p = (targetBp / 10 000) / ((lines + scatter) / T) = targetBp × T / (10 000 × (lines + scatter)).
 * Throws when the target exceeds the base: such a game could not pay what it promises.
 */
export function fairSpinProbability(breakdown: SlotRtpBreakdown, targetBp: number): Fraction {
  const paid = breakdown.linePayTotal + breakdown.scatterPayTotal;
  let numerator = assertSafe(targetBp * breakdown.combinations, 'mix numerator');
  let denominator = assertSafe(10_000 * paid, 'mix denominator');
  if (numerator > denominator) {
    throw new RangeError(`slot RTP ${targetBp / 10_000} exceeds the model's base RTP ${breakdown.rtp.toFixed(6)}`);
  }
  const g = gcd(numerator, denominator);
  numerator /= g;
  denominator /= g;
  if (denominator > 2 ** 48) throw new RangeError('slot RTP: mixing probability needs a finer generator');
  return { numerator, denominator };
}

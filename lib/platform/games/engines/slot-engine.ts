import 'server-only';
import { checkBet, type BetLimits } from '@/lib/domain/studio/bet-limits';
import { rtpBasisPoints } from '@/lib/domain/studio/dice-rules';
import type { RoundResult, SlotLineWin, SlotOutcome, SlotRoundRequest, SlotScatterWin } from '@/lib/domain/studio/round-types';
import * as geometry from '@/lib/domain/studio/slot-geometry';
import { SLOT_ROLES } from '@/lib/domain/studio/slot-geometry';
import { SLOT_THEMES, type SlotThemeId } from '@/lib/domain/studio/slot-themes';
import { fairSpinProbability, slotRtp, type SlotRtpBreakdown } from './rtp';
import type { Rng } from './rng';
import {
  compileSlotModel,
  countScatters,
  evaluateLine,
  fillGrid,
  GRID_SIZE,
  gridPayInLineStakes,
  SCATTER,
  type CompiledSlotModel,
} from './slot-lines';
import { CLASSIC_MODEL, type SlotMathModel } from './slot-paytable';
import type { SlotStudioGame } from './studio-game';

// Local copies: transpiled modules read imported bindings through getters, too slow for the hot path.
const REEL_COUNT = geometry.REEL_COUNT;
const ROW_COUNT = geometry.ROW_COUNT;
const LINE_COUNT = geometry.LINE_COUNT;

export interface SlotGameConfig {
  theme: SlotThemeId;
  rtp: number;
  bet: BetLimits;
  /** Defaults to the classic model every theme shares. */
  model?: SlotMathModel;
}

const compiled = new WeakMap<SlotMathModel, { model: CompiledSlotModel; base: SlotRtpBreakdown }>();

/** Compiles a model and computes its exact base RTP once per model. */
export function analyseSlotModel(model: SlotMathModel): { model: CompiledSlotModel; base: SlotRtpBreakdown } {
  let entry = compiled.get(model);
  if (!entry) {
    const m = compileSlotModel(model);
    entry = { model: m, base: slotRtp(m) };
    compiled.set(model, entry);
  }
  return entry;
}

/**
 * Builds a slot game. Throws (a configuration error, not a player's) when the RTP exceeds the
 * model's base RTP or when a stake allowed by the limits would not split evenly over the lines.
 */
export function createSlotGame(config: SlotGameConfig): SlotStudioGame {
  const { model, base } = analyseSlotModel(config.model ?? CLASSIC_MODEL);
  const fairSpin = fairSpinProbability(base, rtpBasisPoints(config.rtp));
  const { bet } = config;
  if (bet.step % LINE_COUNT !== 0 || bet.min % bet.step !== 0 || bet.min <= 0 || bet.max < bet.min) {
    throw new RangeError(`slot bet limits must be whole multiples of ${LINE_COUNT} (one minor unit per line)`);
  }
  if (bet.levels.some((level) => checkBet(bet, level) !== null)) throw new RangeError('slot bet levels must be valid stakes');
  const theme = SLOT_THEMES[config.theme];
  return {
    kind: 'slot',
    theme: config.theme,
    rtp: config.rtp,
    bet,
    model,
    base,
    fairSpin,
    symbolIds: SLOT_ROLES.map((role) => theme.symbols[role].id),
  };
}

// Scratch space for the hot path: rounds run synchronously, one at a time per process.
const stops = new Int32Array(REEL_COUNT);
const grid = new Uint8Array(GRID_SIZE);
const lineResult = new Int32Array(2);
const MAX_DRAWS = 10_000;

/**
 * One spin. With probability fairSpin it is a fair draw from the strips; otherwise the strips
 * are drawn again until the spin pays nothing (rtp.ts explains why this yields the exact RTP).
 * The stops shown are always real stops of the real strips.
 */
export function playSlotRound(game: SlotStudioGame, request: SlotRoundRequest, rng: Rng): RoundResult<SlotOutcome> {
  const error = checkBet(game.bet, request.bet);
  if (error) return { ok: false, error };
  const m = game.model;
  const { numerator, denominator } = game.fairSpin;
  const fair = numerator === denominator || rng.int(denominator) < numerator;
  let pay: number;
  let draws = 0;
  do {
    // About a third of all spins pay nothing, so a losing spin takes 1.5 draws on average;
    // a model that (almost) never loses is a configuration error, not a reason to hang.
    if (++draws > MAX_DRAWS) throw new Error(`slot model ${m.model.id}: no losing spin in ${MAX_DRAWS} draws`);
    for (let reel = 0; reel < REEL_COUNT; reel++) stops[reel] = rng.int(m.stripLengths[reel] as number);
    fillGrid(m, stops, grid);
    pay = gridPayInLineStakes(m, grid, lineResult);
  } while (!fair && pay > 0);
  const outcome = describeSpin(game, request.bet, pay);
  return { ok: true, win: outcome.win, outcome };
}

/** Turns the scratch grid into the outcome the UI animates (allocates only here). */
function describeSpin(game: SlotStudioGame, bet: number, pay: number): SlotOutcome {
  const m = game.model;
  const ids = game.symbolIds;
  const lineStake = bet / LINE_COUNT;
  const stopList: number[] = [];
  const gridIds: string[][] = [];
  for (let reel = 0; reel < REEL_COUNT; reel++) {
    stopList.push(stops[reel] as number);
    const column: string[] = [];
    for (let row = 0; row < ROW_COUNT; row++) column.push(ids[grid[reel * ROW_COUNT + row] as number] as string);
    gridIds.push(column);
  }
  const lineWins: SlotLineWin[] = [];
  let scatterWin: SlotScatterWin | null = null;
  if (pay > 0) {
    for (let line = 0; line < LINE_COUNT; line++) {
      const linePay = evaluateLine(m, grid, line, lineResult);
      if (linePay === 0) continue;
      const count = lineResult[1] as number;
      const positions: (readonly [number, number])[] = [];
      for (let reel = 0; reel < count; reel++) positions.push([reel, (m.lineCells[line * REEL_COUNT + reel] as number) % ROW_COUNT]);
      lineWins.push({ line, symbol: ids[lineResult[0] as number] as string, count, positions, win: linePay * lineStake });
    }
    const scatters = countScatters(grid);
    const multiplier = m.scatterPays[scatters] as number;
    if (multiplier > 0) {
      const positions: (readonly [number, number])[] = [];
      for (let cell = 0; cell < GRID_SIZE; cell++) {
        if (grid[cell] === SCATTER) positions.push([(cell - (cell % ROW_COUNT)) / ROW_COUNT, cell % ROW_COUNT]);
      }
      scatterWin = { symbol: ids[SCATTER] as string, count: scatters, positions, win: multiplier * bet };
    }
  }
  return {
    kind: 'slot',
    theme: game.theme,
    bet,
    stops: stopList,
    grid: gridIds,
    lineWins,
    scatterWin,
    win: pay * lineStake,
  };
}

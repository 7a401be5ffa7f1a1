import type { BetLimits } from '@/lib/domain/studio/bet-limits';
import type { DiceOutcome, SlotOutcome } from '@/lib/domain/studio/round-types';
import type { SlotThemeId } from '@/lib/domain/studio/slot-themes';
import type { StudioBalance, StudioRoundAnswer, StudioRoundBody, StudioSessionView } from '@/lib/domain/studio/studio-session';
import { createDiceGame } from '@/lib/platform/games/engines/dice-engine';
import { playRound } from '@/lib/platform/games/engines/play-round';
import { seededRng } from '@/lib/platform/games/engines/seeded-rng';
import { createSlotGame } from '@/lib/platform/games/engines/slot-engine';
import { publicConfigOf } from '@/lib/platform/games/engines/studio-public-config';

/**
 * Studio sessions and round answers for the game page tests, built with the real engines so the
 * page is tested against the configs and outcomes the server really produces.
 */

export const SLOT_BET: BetLimits = { min: 20, max: 10_000, step: 20, levels: [20, 40, 100, 200] };
export const DICE_BET: BetLimits = { min: 10, max: 10_000, step: 10, levels: [10, 20, 50, 100] };

export const slotGame = (theme: SlotThemeId = 'fruits') => createSlotGame({ theme, rtp: 0.95, bet: SLOT_BET });
export const diceGame = () => createDiceGame({ rtp: 0.96, bet: DICE_BET });

export function balanceOf(amount: number, mode: StudioBalance['mode'] = 'demo'): StudioBalance {
  return { mode, currency: 'RUB', amount };
}

export function slotView(overrides: Partial<StudioSessionView> = {}, theme: SlotThemeId = 'fruits'): StudioSessionView {
  return {
    runToken: 'run-token-1',
    game: { slug: 'cherry-blaze', name: 'Cherry Blaze' },
    config: publicConfigOf(slotGame(theme)),
    balance: balanceOf(100_000),
    active: true,
    exitUrl: null,
    ...overrides,
  };
}

export function diceView(overrides: Partial<StudioSessionView> = {}): StudioSessionView {
  return {
    runToken: 'run-token-2',
    game: { slug: 'lucky-dice', name: 'Lucky Dice' },
    config: publicConfigOf(diceGame()),
    balance: balanceOf(100_000),
    active: true,
    exitUrl: null,
    ...overrides,
  };
}

/** The first seeded spin that pays on a line (or, with `win: false`, pays nothing). */
export function slotSpin(bet: number, { win }: { win: boolean }): SlotOutcome {
  const game = slotGame();
  for (let seed = 1; seed < 5000; seed++) {
    const result = playRound(game, { bet }, seededRng(seed));
    if (result.ok && (win ? result.outcome.lineWins.length > 0 && !result.outcome.scatterWin : result.win === 0)) return result.outcome;
  }
  throw new Error('no such spin');
}

export function diceRoll(bet: number, target: number, direction: 'under' | 'over', { won }: { won: boolean }): DiceOutcome {
  const game = diceGame();
  for (let seed = 1; seed < 5000; seed++) {
    const result = playRound(game, { bet, target, direction }, seededRng(seed));
    if (result.ok && result.outcome.won === won) return result.outcome;
  }
  throw new Error('no such roll');
}

export function answerFor(body: StudioRoundBody, outcome: SlotOutcome | DiceOutcome, balanceBefore: number): StudioRoundAnswer {
  return { roundId: body.roundId, outcome, bet: body.bet, win: outcome.win, balance: balanceOf(balanceBefore - body.bet + outcome.win) };
}

type Reply = { status: number; body: unknown } | 'network';

/**
 * Replaces fetch: each call takes the next reply (a function of the request body, or a fixed
 * one); `bodies` records what the page sent and `headers` how.
 */
export function mockFetch(...replies: (Reply | ((body: StudioRoundBody) => Reply))[]) {
  const bodies: StudioRoundBody[] = [];
  const headers: Record<string, string>[] = [];
  const fetchMock = jest.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as StudioRoundBody;
    bodies.push(body);
    headers.push({ ...(init.headers as Record<string, string>) });
    const next = replies.shift();
    if (!next) throw new Error('unexpected fetch');
    const reply = typeof next === 'function' ? next(body) : next;
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return { ok: reply.status >= 200 && reply.status < 300, status: reply.status, json: async () => reply.body } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, bodies, headers };
}

/** Makes the page see prefers-reduced-motion, which turns every animation into a blink. */
export function preferReducedMotion(reduce = true): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      onchange: null,
      dispatchEvent: () => false,
    }),
  });
}

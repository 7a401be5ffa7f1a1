import 'server-only';
import { z } from 'zod';
import { GAME_RUN_TYPES, type GameRunInfo } from '@/lib/domain/games/game-run';
import type { DiceOutcome, SlotOutcome } from '@/lib/domain/studio/round-types';
import { DICE_DIRECTIONS } from '@/lib/domain/studio/dice-rules';
import { SLOT_THEME_IDS } from '@/lib/domain/studio/slot-themes';
import type { StudioRoundAnswer } from '@/lib/domain/studio/studio-session';
import { answerSchema } from '@/lib/platform/answer-schema';

/** The answer schema of POST /json-api/eapi/game-run/{slug}, tied to GameRunInfo (lib/domain/games/game-run.ts). */
export const gameRunInfoSchema = answerSchema<GameRunInfo>()(
  z
    .strictObject({
      run_url: z.string().describe('where the frame (or, with redirect, the window) goes'),
      frameWidth: z.number().int(),
      frameHeight: z.number().int(),
      runToken: z.string().describe('this game session; the game_session_deactivated event carries it'),
      redirect: z.boolean(),
      session_id: z.string(),
      type: z.enum(GAME_RUN_TYPES),
      free_spins: z
        .strictObject({ left: z.number().int(), stake: z.number().int().describe('minor units'), kind: z.enum(['spins', 'bet']) })
        .nullable()
        .optional()
        .describe('free rounds of an activated gift on this game (real money only)'),
    })
    .meta({ id: 'GameRunInfo' }),
);

const int = () => z.number().int();
const cells = () => z.array(z.tuple([int(), int()]).readonly()).readonly().describe('[reel, row] of each cell');

const slotOutcomeSchema = answerSchema<SlotOutcome>()(
  z
    .strictObject({
      kind: z.literal('slot'),
      theme: z.enum(SLOT_THEME_IDS),
      bet: int(),
      stops: z.array(int()).readonly().describe('per reel, the strip index on the top row'),
      grid: z.array(z.array(z.string()).readonly()).readonly().describe('grid[reel][row], symbol ids'),
      lineWins: z
        .array(z.strictObject({ line: int().describe('index into the paylines'), symbol: z.string(), count: int(), positions: cells(), win: int() }))
        .readonly(),
      scatterWin: z.strictObject({ symbol: z.string(), count: int(), positions: cells(), win: int() }).nullable(),
      win: int(),
    })
    .meta({ id: 'SlotOutcome' }),
);

const diceOutcomeSchema = answerSchema<DiceOutcome>()(
  z
    .strictObject({
      kind: z.literal('dice'),
      bet: int(),
      roll: int().describe('0–9999 hundredths'),
      target: int(),
      direction: z.enum(DICE_DIRECTIONS),
      multiplier: z.number().describe('rtp / chance, 4 decimals'),
      winningRolls: int().describe('out of 10 000'),
      won: z.boolean(),
      win: int(),
    })
    .meta({ id: 'DiceOutcome' }),
);

/** The answer schema of POST /json-api/studio/rounds, tied to StudioRoundAnswer (lib/domain/studio/studio-session.ts). Amounts: minor units. */
export const studioRoundAnswerSchema = answerSchema<StudioRoundAnswer>()(
  z
    .strictObject({
      roundId: z.string(),
      outcome: z.discriminatedUnion('kind', [slotOutcomeSchema, diceOutcomeSchema]),
      bet: int(),
      win: int(),
      balance: z.strictObject({ mode: z.enum(GAME_RUN_TYPES), currency: z.string(), amount: int() }),
      freeSpinsLeft: int().optional().describe('free rounds left after this one (0: the gift is used)'),
    })
    .meta({ id: 'StudioRoundAnswer' }),
);

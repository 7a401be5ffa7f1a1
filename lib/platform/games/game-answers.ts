import 'server-only';
import { z } from 'zod';
import { GAME_RUN_TYPES, type GameRunInfo } from '@/lib/domain/games/game-run';
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

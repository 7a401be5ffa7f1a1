import 'server-only';
import { studioRoundBodySchema } from '@/lib/domain/studio/studio-session';
import { dataAnswer } from '@/lib/platform/answer-schema';
import { jsonEndpoint } from '@/lib/platform/http/json-endpoint';
import { studioRoundAnswerSchema } from './game-answers';
import { playStudioRound } from './studio-rounds';

/**
 * POST /json-api/studio/rounds (lib/domain/studio/studio-session.ts): the run token is the
 * credential, so no site session is looked up (docs/API.md). A hot route: the custom server
 * answers it without Next (lib/platform/hot-routes.ts), as every spin of every player comes here.
 */
export const studioRoundsEndpoint = jsonEndpoint({
  path: '/json-api/studio/rounds',
  schema: studioRoundBodySchema,
  // The game page runs in the sandboxed game frame (opaque origin); the run token is the credential.
  sandboxedCallers: true,
  description: {
    answer: dataAnswer(studioRoundAnswerSchema),
    summary: 'One game round of a studio game (the run token is the credential; callable from the sandboxed game frame)',
    errors: {
      400: ['insufficient_funds', 'bet_out_of_limits', 'invalid_bet', 'invalid_target', 'no_free_spins'],
      404: ['not_found'],
      409: ['game_session_deactivated'],
    },
  },
  run: async (db, body) => ({ data: await playStudioRound(db, body) }),
});

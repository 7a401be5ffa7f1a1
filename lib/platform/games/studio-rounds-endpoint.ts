import 'server-only';
import { studioRoundBodySchema } from '@/lib/domain/studio/studio-session';
import { jsonEndpoint } from '@/lib/platform/http/json-endpoint';
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
  run: async (db, body) => ({ data: await playStudioRound(db, body) }),
});

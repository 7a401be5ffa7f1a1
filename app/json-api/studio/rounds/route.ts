import { studioRoundBodySchema } from '@/lib/domain/studio/studio-session';
import { handle } from '@/lib/platform/http';
import { playStudioRound } from '@/lib/platform/games/studio-rounds';

export const dynamic = 'force-dynamic';

/**
 * One round of a built-in game (lib/domain/studio/studio-session.ts): the run token is the
 * credential, so no site session is looked up (docs/API.md).
 */
export const POST = handle(async (_req, ctx) => ({ data: await playStudioRound(await ctx.body(studioRoundBodySchema)) }));

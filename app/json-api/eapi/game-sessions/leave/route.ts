import { successAnswerSchema } from '@croupier/platform/accounts/account-answers';
import { gameLeaveBodySchema } from '@/lib/domain/games/game-run-body';
import { markGameSessionLeft } from '@croupier/platform/games/game-sessions';
import { handle, notFound } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/**
 * The player closed a game (its frame's close, or the tab): `{ runToken }` → `{ success: true }`,
 * 404 when no active game session has the token. The producers' players online stop counting it
 * (spec platform §3 "playersOnline (updated live)"); the session itself is not stopped. Not in
 * the spec's call list. Sent by `navigator.sendBeacon` as the page goes away, which can set no
 * header: the CSRF rule is off, as for the browser's reports — the run token, a secret only the
 * game page holds, is what a forged call would lack.
 */
export const POST = handle(
  async (_req, ctx) => {
    const { runToken } = await ctx.body();
    if (!(await markGameSessionLeft(ctx.db, runToken))) throw notFound();
    return { success: true };
  },
  { csrf: false, body: gameLeaveBodySchema, answer: successAnswerSchema, summary: 'The player closed a game (sent by sendBeacon as the page goes away)', errors: { 404: ['not_found'] } },
);

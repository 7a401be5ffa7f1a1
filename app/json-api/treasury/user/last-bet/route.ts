import { lastBet } from '@croupier/platform/cashbox/last-bet';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** The player's last real-money bet: `{ data: { data: LastBetDto | null } }`. */
export const GET = handle(async (_req, ctx) => ({ data: { data: await lastBet(ctx.db, ctx.user.id) } }), {
  auth: 'required',
  cache: 'private',
  summary: "The player's last real-money bet",
});

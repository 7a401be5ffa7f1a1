import { z } from 'zod';
import { lastBetDtoSchema } from '@croupier/platform/cashbox/cashbox-answers';
import { lastBet } from '@croupier/platform/cashbox/last-bet';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** The player's last real-money bet: `{ data: { data: LastBetDto | null } }`. */
export const GET = handle(async (_req, ctx) => ({ data: { data: await lastBet(ctx.db, ctx.user.id) } }), {
  auth: 'required',
  cache: 'private',
  answer: z.strictObject({ data: z.strictObject({ data: lastBetDtoSchema.nullable() }) }),
  summary: "The player's last real-money bet",
});

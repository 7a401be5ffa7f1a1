import { z } from 'zod';
import { sumRangeDtoSchema } from '@croupier/platform/cashbox/cashbox-answers';
import { playerSumRange } from '@croupier/platform/cashbox/player-cashbox';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** The deposit range over every method and the form's start amount: `{ data: { data: SumRangeDto } }`. */
export const GET = handle(async (_req, ctx) => ({ data: { data: await playerSumRange(ctx.db, ctx.user.id) } }), {
  auth: 'required',
  cache: 'private',
  answer: z.strictObject({ data: z.strictObject({ data: sumRangeDtoSchema }) }),
  summary: "The deposit range over every method and the form's start amount",
});

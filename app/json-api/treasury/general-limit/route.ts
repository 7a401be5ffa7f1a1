import { z } from 'zod';
import { generalLimitDtoSchema } from '@croupier/platform/cashbox/cashbox-answers';
import { playerGeneralLimit } from '@croupier/platform/cashbox/player-cashbox';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** The daily deposit limit and what is left of it today: `{ data: { data: GeneralLimitDto } }`. */
export const GET = handle(async (_req, ctx) => ({ data: { data: await playerGeneralLimit(ctx.db, ctx.user.id) } }), {
  auth: 'required',
  cache: 'private',
  answer: z.strictObject({ data: z.strictObject({ data: generalLimitDtoSchema }) }),
  summary: 'The daily deposit limit and what is left of it today',
});

import { dataAnswer } from '@croupier/platform/answer-schema';
import { compointsConfigDtoSchema } from '@croupier/platform/compoints/compoint-answers';
import { handle } from '@croupier/platform/http';
import { compointsConfig } from '@croupier/platform/compoints/compoints-config';

export const dynamic = 'force-dynamic';

/** The compoints config (spec §7; docs/API.md "Compoints"): `{ data: CompointsConfigDto }` — balance, rates, texts. */
export const GET = handle(async (_req, ctx) => ({ data: await compointsConfig(ctx.db, ctx.user.id, ctx.locale) }), {
  auth: 'required',
  cache: 'private',
  answer: dataAnswer(compointsConfigDtoSchema),
  summary: "The compoints config: the player's balance, rates and texts",
});

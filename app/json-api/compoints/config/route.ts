import { dataAnswer } from '@/lib/platform/answer-schema';
import { compointsConfigDtoSchema } from '@/lib/platform/compoints/compoint-answers';
import { handle } from '@/lib/platform/http';
import { compointsConfig } from '@/lib/platform/compoints/compoints-config';

export const dynamic = 'force-dynamic';

/** The compoints config (spec §7; docs/API.md "Compoints"): `{ data: CompointsConfigDto }` — balance, rates, texts. */
export const GET = handle(async (_req, ctx) => ({ data: await compointsConfig(ctx.db, ctx.user.id, ctx.locale) }), {
  auth: 'required',
  cache: 'private',
  answer: dataAnswer(compointsConfigDtoSchema),
  summary: "The compoints config: the player's balance, rates and texts",
});

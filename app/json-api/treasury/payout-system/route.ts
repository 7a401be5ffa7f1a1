import { listAnswer } from '@croupier/platform/answer-schema';
import { payoutSystemDtoSchema } from '@croupier/platform/cashbox/cashbox-answers';
import { playerPayoutSystems } from '@croupier/platform/cashbox/player-cashbox';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** The ways to withdraw in the player's currency: `{ data: { data: PayoutSystemDto[] } }`. */
export const GET = handle(async (_req, ctx) => ({ data: { data: await playerPayoutSystems(ctx.db, ctx.user.id, ctx.locale) } }), {
  auth: 'required',
  cache: 'private',
  answer: listAnswer(payoutSystemDtoSchema),
  summary: "The ways to withdraw in the player's currency",
});

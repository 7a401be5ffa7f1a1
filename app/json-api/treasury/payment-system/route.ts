import { listAnswer } from '@croupier/platform/answer-schema';
import { paymentSystemDtoSchema } from '@croupier/platform/cashbox/cashbox-answers';
import { playerPaymentSystems } from '@croupier/platform/cashbox/player-cashbox';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** The ways to deposit in the player's currency: `{ data: { data: PaymentSystemDto[] } }`. */
export const GET = handle(async (_req, ctx) => ({ data: { data: await playerPaymentSystems(ctx.db, ctx.user.id, ctx.locale) } }), {
  auth: 'required',
  cache: 'private',
  answer: listAnswer(paymentSystemDtoSchema),
  summary: "The ways to deposit in the player's currency",
});

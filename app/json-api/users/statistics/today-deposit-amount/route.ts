import { dataAnswer } from '@croupier/platform/answer-schema';
import { todayDepositSchema } from '@croupier/platform/cashbox/cashbox-answers';
import { playerTodayDeposit } from '@croupier/platform/cashbox/player-cashbox';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** Money deposited today (cashbox day, UTC) in the player's currency: `{ data: { amount, currency } }`. */
export const GET = handle(async (_req, ctx) => ({ data: await playerTodayDeposit(ctx.db, ctx.user.id) }), {
  auth: 'required',
  cache: 'private',
  answer: dataAnswer(todayDepositSchema),
  summary: 'Money deposited today (UTC) in the player\'s currency',
});

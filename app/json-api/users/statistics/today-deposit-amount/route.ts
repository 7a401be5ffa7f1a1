import { dataAnswer } from '@/lib/platform/answer-schema';
import { todayDepositSchema } from '@/lib/platform/cashbox/cashbox-answers';
import { playerTodayDeposit } from '@/lib/platform/cashbox/player-cashbox';
import { handle } from '@/lib/platform/http';

export const dynamic = 'force-dynamic';

/** Money deposited today (cashbox day, UTC) in the player's currency: `{ data: { amount, currency } }`. */
export const GET = handle(async (_req, ctx) => ({ data: await playerTodayDeposit(ctx.db, ctx.user.id) }), {
  auth: 'required',
  cache: 'private',
  answer: dataAnswer(todayDepositSchema),
  summary: 'Money deposited today (UTC) in the player\'s currency',
});

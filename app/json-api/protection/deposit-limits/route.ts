import { dataAnswer } from '@croupier/platform/answer-schema';
import { protectionDtoSchema } from '@croupier/platform/protection/protection-answers';
import { depositLimitsSchema } from '@/lib/domain/validation/protection-forms';
import { depositedSince } from '@croupier/platform/cashbox/limits';
import { handle } from '@croupier/platform/http';
import { setDepositLimits } from '@croupier/platform/protection/deposit-limits';
import { getProtection, playerCurrency } from '@croupier/platform/protection/protection';

export const dynamic = 'force-dynamic';

/**
 * Sets the player's deposit limits: body `{ day?, week?, month? }` in minor units, null removes.
 * A decrease or a first limit applies at once; an increase or a removal waits 24 h (pending).
 * → `{ data: ProtectionDto }`. Refusals: 400 `limits_required`, 400 `invalid_value` / `required` per field.
 */
export const PUT = handle(
  async (_req, ctx) => {
    await setDepositLimits(ctx.db, ctx.user.id, await ctx.body());
    const currency = await playerCurrency(ctx.db, ctx.user.id);
    return { data: await getProtection(ctx.db, ctx.user.id, depositedSince(ctx.db, ctx.user.id, currency)) };
  },
  { auth: 'required', body: depositLimitsSchema, answer: dataAnswer(protectionDtoSchema), summary: "Sets the player's daily, weekly and monthly deposit limits", errors: { 400: ['limits_required'] } },
);

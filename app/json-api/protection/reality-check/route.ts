import { dataAnswer } from '@croupier/platform/answer-schema';
import { protectionDtoSchema } from '@croupier/platform/protection/protection-answers';
import { realityCheckSchema } from '@/lib/domain/validation/protection-forms';
import { depositedSince } from '@croupier/platform/cashbox/limits';
import { handle } from '@croupier/platform/http';
import { getProtection, playerCurrency } from '@croupier/platform/protection/protection';
import { setRealityCheck } from '@croupier/platform/protection/reality-check';

export const dynamic = 'force-dynamic';

/** Sets the reality check interval: body `{ minutes: 0|15|30|60|120 }` (0 = off) → `{ data: ProtectionDto }`. */
export const PUT = handle(
  async (_req, ctx) => {
    const { minutes } = await ctx.body();
    await setRealityCheck(ctx.db, ctx.user.id, minutes);
    const currency = await playerCurrency(ctx.db, ctx.user.id);
    return { data: await getProtection(ctx.db, ctx.user.id, depositedSince(ctx.db, ctx.user.id, currency)) };
  },
  { auth: 'required', body: realityCheckSchema, answer: dataAnswer(protectionDtoSchema), summary: 'Sets the reality check interval (0 = off)' },
);

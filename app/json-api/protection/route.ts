import { dataAnswer } from '@croupier/platform/answer-schema';
import { protectionDtoSchema } from '@croupier/platform/protection/protection-answers';
import { depositedSince } from '@croupier/platform/cashbox/limits';
import { handle } from '@croupier/platform/http';
import { getProtection, playerCurrency } from '@croupier/platform/protection/protection';

export const dynamic = 'force-dynamic';

/**
 * The player's protection settings (docs/API.md "Player protection"):
 * `{ data: ProtectionDto }` — deposit limits (in force, pending with when, used in the window),
 * the reality check interval, a running exclusion.
 */
export const GET = handle(
  async (_req, ctx) => {
    const currency = await playerCurrency(ctx.db, ctx.user.id);
    return { data: await getProtection(ctx.db, ctx.user.id, depositedSince(ctx.db, ctx.user.id, currency)) };
  },
  { auth: 'required', cache: 'private', answer: dataAnswer(protectionDtoSchema), summary: "The player's protection settings: deposit limits, reality check, a running exclusion" },
);

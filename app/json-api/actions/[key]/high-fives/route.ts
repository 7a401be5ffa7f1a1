import { highFivesQuerySchema } from '@/lib/domain/promotion-calls';
import { handle, pathId } from '@/lib/platform/http';
import { highFivesOf } from '@/lib/platform/promotions/high-five-reads';

export const dynamic = 'force-dynamic';

/**
 * A promo's high-fives (docs/API.md "Promotions: high-fives"): a player's own (type sent |
 * received, both when left out), or for a guest the promo's latest; `{ data: { items, totalItems } }`.
 */
export const GET = handle<{ key: string }>(async (_req, ctx) => ({ data: await highFivesOf(ctx.db, pathId(ctx.params.key), ctx.user?.id ?? null, ctx.query(highFivesQuerySchema)) }), {
  auth: 'optional',
});

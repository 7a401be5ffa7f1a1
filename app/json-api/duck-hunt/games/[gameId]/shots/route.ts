import { handle, pathId } from '@/lib/platform/http';
import { shootDuck } from '@/lib/platform/promotions/duck-hunt';

export const dynamic = 'force-dynamic';

/**
 * One shot (docs/API.md "Promotions: duck hunt"): no body → `{ data: DuckShotDto }`. Refusals:
 * 403 `action_not_allowed` (`shotsLeft: 0`: the day's shots are used up), `user_not_participate`;
 * 404 `not_found`; 409 `action_is_inactive`.
 */
export const POST = handle<{ gameId: string }>(async (_req, ctx) => ({ data: await shootDuck(ctx.db, pathId(ctx.params.gameId), ctx.user.id) }), { auth: 'required' });

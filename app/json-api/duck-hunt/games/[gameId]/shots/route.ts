import { dataAnswer } from '@croupier/platform/answer-schema';
import { duckShotDtoSchema } from '@croupier/platform/promotions/promotion-answers';
import { handle, pathId } from '@croupier/platform/http';
import { idempotentCall } from '@croupier/platform/idempotency/idempotent-call';
import { shootDuck } from '@croupier/platform/promotions/duck-hunt';

export const dynamic = 'force-dynamic';

/**
 * One shot (docs/API.md "Promotions: duck hunt"): no body but an optional key (`Idempotency-Key`
 * or `{ requestId }`: a retried shot answers the first, docs/API.md "Idempotency") →
 * `{ data: DuckShotDto }`. Refusals: 403 `action_not_allowed` (`shotsLeft: 0`: the day's shots
 * are used up), `user_not_participate`; 404 `not_found`; 409 `action_is_inactive`, `idempotency_key_reused`.
 */
export const POST = handle<{ gameId: string }>(
  async (req, ctx) => {
    const gameId = pathId(ctx.params.gameId);
    return idempotentCall(req, ctx, 'duck_hunt_shot', async (db) => ({ data: await shootDuck(db, gameId, ctx.user.id) }));
  },
  {
    auth: 'required',
    idempotent: true,
    answer: dataAnswer(duckShotDtoSchema),
    summary: 'One shot in a duck-hunt game',
    errors: { 403: ['action_not_allowed', 'user_not_participate'], 409: ['action_is_inactive'] },
  },
);

import { dataAnswer } from '@croupier/platform/answer-schema';
import { duckHuntGameDtoSchema } from '@croupier/platform/promotions/promotion-answers';
import { handle, pathId } from '@croupier/platform/http';
import { duckHuntOf } from '@croupier/platform/promotions/duck-hunt';

export const dynamic = 'force-dynamic';

/** A duck-hunt game (docs/API.md "Promotions: duck hunt"): `{ data: DuckHuntGameDto }`; a member's token adds the shots left today. 404 `not_found`. */
export const GET = handle<{ gameId: string }>(async (_req, ctx) => ({ data: await duckHuntOf(ctx.db, pathId(ctx.params.gameId), ctx.user?.id ?? null) }), {
  auth: 'optional',
  answer: dataAnswer(duckHuntGameDtoSchema),
  summary: "A duck-hunt game; a member's token adds the shots left today",
});

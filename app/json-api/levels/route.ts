import { z } from 'zod';
import { dataAnswer } from '@croupier/platform/answer-schema';
import { levelDtoSchema } from '@croupier/platform/levels/level-answers';
import { listLevels } from '@croupier/platform/content/levels';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** Player levels by index (public). The player's own: GET /json-api/levels/user-level. */
export const GET = handle(async (_req, ctx) => ({ data: await listLevels(ctx.db, ctx.locale) }), {
  cache: 'public',
  answer: dataAnswer(z.array(levelDtoSchema)),
  summary: 'The player levels, by index',
});

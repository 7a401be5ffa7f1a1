import { z } from 'zod';
import { winnerDtoSchema } from '@croupier/platform/content/content-answers';
import { winnersQuerySchema } from '@/lib/domain/catalog/catalog-query';
import { DEFAULT_CURRENCY } from '@/lib/domain/money';
import { listWinners } from '@croupier/platform/content/winners';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** Recent big wins; spec §3: "Winners: data and options.currency". */
export const GET = handle(
  async (_req, ctx) => {
    const { limit } = ctx.query();
    return { data: await listWinners(ctx.db, limit), options: { currency: DEFAULT_CURRENCY } };
  },
  { cache: 'public', query: winnersQuerySchema, answer: z.strictObject({ data: z.array(winnerDtoSchema), options: z.strictObject({ currency: z.string() }) }), summary: 'Recent big wins for the lobby', errors: { 400: ['invalid_limit'] } },
);

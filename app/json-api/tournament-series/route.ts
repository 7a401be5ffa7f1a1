import { now } from '@croupier/platform/clock';
import { z } from 'zod';
import { dataAnswer } from '@croupier/platform/answer-schema';
import { handle } from '@croupier/platform/http';
import { tournamentSeriesDtoSchema } from '@croupier/platform/tournaments/tournament-answers';
import { seriesList } from '@croupier/platform/tournaments/series-reads';

export const dynamic = 'force-dynamic';

/** Every tournament series with its standings and tournaments (docs/API.md "Tournaments"); a player's call adds the personal fields. */
export const GET = handle(async (_req, ctx) => ({ data: await seriesList(ctx.db, { viewerId: ctx.user?.id ?? null, locale: ctx.locale, now: now() }) }), {
  auth: 'optional',
  answer: dataAnswer(z.array(tournamentSeriesDtoSchema)),
  summary: 'Every tournament series with its standings and tournaments',
});

import { now } from '@croupier/platform/clock';
import { dataAnswer } from '@croupier/platform/answer-schema';
import { handle, pathSlug } from '@croupier/platform/http';
import { tournamentSeriesDtoSchema } from '@croupier/platform/tournaments/tournament-answers';
import { seriesOf } from '@croupier/platform/tournaments/series-reads';

export const dynamic = 'force-dynamic';

/** One series (docs/API.md "Tournaments"): standings, the player's opponents with a token, its tournaments. */
export const GET = handle<{ slug: string }>(
  async (_req, ctx) => ({ data: await seriesOf(ctx.db, pathSlug(ctx.params.slug), { viewerId: ctx.user?.id ?? null, locale: ctx.locale, now: now() }) }),
  { auth: 'optional', answer: dataAnswer(tournamentSeriesDtoSchema), summary: "One tournament series: standings, a player's opponents, its tournaments" },
);

import { now } from '@croupier/platform/clock';
import { handle } from '@croupier/platform/http';
import { seriesList } from '@croupier/platform/tournaments/series-reads';

export const dynamic = 'force-dynamic';

/** Every tournament series with its standings and tournaments (docs/API.md "Tournaments"); a player's call adds the personal fields. */
export const GET = handle(async (_req, ctx) => ({ data: await seriesList(ctx.db, { viewerId: ctx.user?.id ?? null, locale: ctx.locale, now: now() }) }), {
  auth: 'optional',
  summary: 'Every tournament series with its standings and tournaments',
});

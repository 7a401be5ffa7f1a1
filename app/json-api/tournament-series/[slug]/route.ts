import { now } from '@croupier/platform/clock';
import { handle, pathSlug } from '@croupier/platform/http';
import { seriesOf } from '@croupier/platform/tournaments/series-reads';

export const dynamic = 'force-dynamic';

/** One series (docs/API.md "Tournaments"): standings, the player's opponents with a token, its tournaments. */
export const GET = handle<{ slug: string }>(
  async (_req, ctx) => ({ data: await seriesOf(ctx.db, pathSlug(ctx.params.slug), { viewerId: ctx.user?.id ?? null, locale: ctx.locale, now: now() }) }),
  { auth: 'optional', summary: "One tournament series: standings, a player's opponents, its tournaments" },
);

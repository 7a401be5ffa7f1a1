import { dataAnswer } from '@croupier/platform/answer-schema';
import { tournamentDtoSchema } from '@croupier/platform/tournaments/tournament-answers';
import { handle, pathSlug } from '@croupier/platform/http';
import { chooseTournament } from '@croupier/platform/tournaments/choose';
import { now } from '@croupier/platform/clock';
import { tournamentOf } from '@croupier/platform/tournaments/tournament-reads';

export const dynamic = 'force-dynamic';

/**
 * Chooses a tournament the player is a member of (the call the spec leaves "not shown";
 * docs/API.md "Tournaments: join and choose"): no body → `{ data: TournamentDto }` with
 * `isChosen` true; the player's other tournaments are unchosen. Refusals: 404 `not_found`;
 * 403 `tournament_not_member`; 409 `tournament_finished`, `tournament_series_member`,
 * `tournament_paid_member`.
 */
export const PUT = handle<{ slug: string }>(
  async (_req, ctx) => {
    const slug = pathSlug(ctx.params.slug);
    await chooseTournament(ctx.db, { userId: ctx.user.id, slug });
    return { data: await tournamentOf(ctx.db, slug, ctx.user.id, ctx.locale, now()) };
  },
  {
    auth: 'required',
    answer: dataAnswer(tournamentDtoSchema),
    summary: 'Chooses a tournament the player is a member of',
    errors: { 403: ['tournament_not_member'], 409: ['tournament_finished', 'tournament_series_member', 'tournament_paid_member'] },
  },
);

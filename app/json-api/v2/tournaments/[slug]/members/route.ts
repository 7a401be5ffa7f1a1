import { dataAnswer } from '@croupier/platform/answer-schema';
import { tournamentDtoSchema } from '@croupier/platform/tournaments/tournament-answers';
import { handle, pathSlug } from '@croupier/platform/http';
import { idempotentCall } from '@croupier/platform/idempotency/idempotent-call';
import { joinTournament } from '@croupier/platform/tournaments/join';
import { now } from '@croupier/platform/clock';
import { tournamentOf } from '@croupier/platform/tournaments/tournament-reads';

export const dynamic = 'force-dynamic';

/**
 * Joins a tournament (spec play-promos §7; docs/API.md "Tournaments: join and choose"): no body but
 * an optional key (`Idempotency-Key` or `{ requestId }`, docs/API.md "Idempotency") →
 * `{ data: TournamentDto }` with `isMember` and `isChosen` true. A paid seat's compoints are spent
 * in the join's transaction; joining again as a member changes nothing and answers the same.
 * Refusals: 404 `not_found`; 403 `tournament_blocked_for_user`, `tournament_level_restricted`,
 * `tournament_deposit_required`; 409 `tournament_finished`, `max_member_limit_reached`,
 * `insufficient_compoint_balance` (with `missing`, `balance`), `tournament_series_member`,
 * `tournament_paid_member`, `idempotency_key_reused`.
 */
export const POST = handle<{ slug: string }>(
  async (req, ctx) => {
    const slug = pathSlug(ctx.params.slug);
    return idempotentCall(req, ctx, 'tournament_seat', async (db) => {
      await joinTournament(db, { userId: ctx.user.id, slug });
      return { data: await tournamentOf(db, slug, ctx.user.id, ctx.locale, now()) };
    });
  },
  {
    auth: 'required',
    idempotent: true,
    answer: dataAnswer(tournamentDtoSchema),
    summary: 'Joins a tournament (a paid seat spends compoints)',
    errors: {
      403: ['tournament_blocked_for_user', 'tournament_level_restricted', 'tournament_deposit_required'],
      409: ['tournament_finished', 'max_member_limit_reached', 'insufficient_compoint_balance', 'tournament_series_member', 'tournament_paid_member'],
    },
  },
);

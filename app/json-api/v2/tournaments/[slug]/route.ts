import { now } from '@croupier/platform/clock';
import { dataAnswer } from '@croupier/platform/answer-schema';
import { handle, pathSlug } from '@croupier/platform/http';
import { tournamentDtoSchema } from '@croupier/platform/tournaments/tournament-answers';
import { tournamentOf } from '@croupier/platform/tournaments/tournament-reads';

export const dynamic = 'force-dynamic';

/**
 * One tournament with its table (docs/API.md "Tournaments"). The spec marks it "auth: yes"; a guest
 * is answered too, with every personal field false or empty (the public page shows it to
 * visitors), and a player's token adds isMember, isChosen, isSeriesLeaderMember, isItsMe and the
 * opponents.
 */
export const GET = handle<{ slug: string }>(
  async (_req, ctx) => ({ data: await tournamentOf(ctx.db, pathSlug(ctx.params.slug), ctx.user?.id ?? null, ctx.locale, now()) }),
  { auth: 'optional', answer: dataAnswer(tournamentDtoSchema), summary: 'One tournament with its table; a player sees the personal fields' },
);

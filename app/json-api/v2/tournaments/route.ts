import { tournamentListQuerySchema } from '@/lib/domain/tournaments/tournament-query';
import { now } from '@croupier/platform/clock';
import { z } from 'zod';
import { dataAnswer } from '@croupier/platform/answer-schema';
import { handle } from '@croupier/platform/http';
import { tournamentDtoSchema } from '@croupier/platform/tournaments/tournament-answers';
import { tournamentList } from '@croupier/platform/tournaments/tournament-reads';

export const dynamic = 'force-dynamic';

/**
 * Every tournament, or a series' ones (`seriesId`), active → future → past (docs/API.md
 * "Tournaments"). Public; a player's call adds the personal fields (isMember, isChosen, the crown),
 * so the answer is never kept by a shared cache.
 */
export const GET = handle(
  async (_req, ctx) => {
    const { seriesId } = ctx.query();
    return { data: await tournamentList(ctx.db, { seriesId, viewerId: ctx.user?.id ?? null, locale: ctx.locale, now: now() }) };
  },
  { auth: 'optional', query: tournamentListQuerySchema, answer: dataAnswer(z.array(tournamentDtoSchema)), summary: "Every tournament, or a series' ones, active, then future, then past" },
);

import 'server-only';
import { and, eq } from 'drizzle-orm';
import { now as clockNow } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { tournamentMembers } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { tournamentError } from './errors';
import { assertMaySwitch, chooseOnly, isPast, lockPlayer, tournamentBySlug } from './participation-rules';

/**
 * PUT /json-api/v2/tournaments/{slug}/choose (the call the spec leaves "not shown"; docs/API.md):
 * makes a tournament the player is a member of their chosen one — the one their rounds score in —
 * and unchooses the others. Same switching rules as a join (spec §4); a past tournament cannot be
 * chosen. Choosing the chosen one again changes nothing.
 */
export interface ChooseInput {
  userId: number;
  slug: string;
  now?: Date;
}

export async function chooseTournament(db: Executor, input: ChooseInput): Promise<{ tournamentId: number; changed: boolean }> {
  const at = input.now ?? clockNow();
  return inTransaction(db, async (tx) => {
    const t = await tournamentBySlug(tx, input.slug);
    await lockPlayer(tx, input.userId);
    const [member] = await tx
      .select({ chosen: tournamentMembers.chosen })
      .from(tournamentMembers)
      .where(and(eq(tournamentMembers.tournamentId, t.id), eq(tournamentMembers.userId, input.userId)))
      .limit(1);
    if (!member) throw tournamentError('tournament_not_member');
    if (isPast(t, at)) throw tournamentError('tournament_finished');
    if (member.chosen) return { tournamentId: t.id, changed: false };
    await assertMaySwitch(tx, input.userId, t.id, at);
    await chooseOnly(tx, input.userId, t.id);
    return { tournamentId: t.id, changed: true };
  });
}

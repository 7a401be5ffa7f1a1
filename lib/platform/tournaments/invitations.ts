import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/lib/platform/db/executor';
import { tournamentInvitations } from '@/lib/platform/db/schema';
import { isExcludedNow } from '@/lib/platform/exclusion/excluded-now';
import { tournamentBySlug } from './participation-rules';

/**
 * The operator's invitations to a limited tournament (privacy 3; spec §6 "only if member"): the
 * players listed here may join it, everyone else is refused `tournament_blocked_for_user`.
 * Used by `npm run tournaments -- invite|uninvite`. An invitation already there is kept as is.
 * An invitation is marketing: a player on a time-out or self-exclusion is not invited (`excluded`).
 */
export async function invitePlayer(db: Executor, slug: string, userId: number): Promise<'invited' | 'already' | 'excluded'> {
  const t = await tournamentBySlug(db, slug);
  if (await isExcludedNow(db, userId)) return 'excluded';
  const [row] = await db.insert(tournamentInvitations).values({ tournamentId: t.id, userId }).onConflictDoNothing().returning({ userId: tournamentInvitations.userId });
  return row ? 'invited' : 'already';
}

/** Withdraws an invitation (a member who joined stays a member). */
export async function uninvitePlayer(db: Executor, slug: string, userId: number): Promise<boolean> {
  const t = await tournamentBySlug(db, slug);
  const gone = await db
    .delete(tournamentInvitations)
    .where(and(eq(tournamentInvitations.tournamentId, t.id), eq(tournamentInvitations.userId, userId)))
    .returning({ userId: tournamentInvitations.userId });
  return gone.length > 0;
}

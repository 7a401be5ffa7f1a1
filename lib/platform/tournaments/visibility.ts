import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { isPrivateTournament } from '@/lib/domain/tournaments/tournaments';
import type { Executor } from '@/lib/platform/db/executor';
import { tournamentInvitations, tournamentMembers, tournaments } from '@/lib/platform/db/schema';
import { tournamentError } from './errors';

/**
 * The one home of who may see a tournament's private parts (spec play-promos §6 "Limited-privacy
 * tournament: visitor blocked (tournamentBlockedForUser); player only if member"): its table
 * (members' ids, nicknames, scores), the opponents, its games and its live room. A tournament that
 * is not private (isPrivateTournament: every type but limited) shows them to everyone. A private
 * one shows them to the players its invitations name — the players the join admits (§6's "member"
 * of a limited tournament is who the operator invited) — and to those who joined (a member whose
 * invitation was withdrawn keeps their seat, so they keep seeing the table they play in). Nobody
 * else, visitors included, sees more than its card. The JSON reads, the server-rendered pages
 * (always the visitor's view, so a page cache never holds a member's) and the /ws room joins all
 * ask here. A series sums the scores of its tournaments, so it is blocked wherever one of its
 * private tournaments is.
 */
type PrivacyOf = { id: number; privacyType: number };

/** Whether the operator invited the player (a limited tournament admits only them, participation-rules.ts). */
export async function isInvited(db: Executor, tournamentId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: tournamentInvitations.userId })
    .from(tournamentInvitations)
    .where(and(eq(tournamentInvitations.tournamentId, tournamentId), eq(tournamentInvitations.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** The ids among `rows` whose private parts `viewerId` (null: a visitor) may not see; one query for any number of rows. */
export async function blockedTournamentIds(db: Executor, rows: readonly PrivacyOf[], viewerId: number | null): Promise<Set<number>> {
  const privateIds = rows.filter((r) => isPrivateTournament(r.privacyType)).map((r) => r.id);
  const blocked = new Set(privateIds);
  if (privateIds.length === 0 || viewerId === null) return blocked;
  const seen = await db
    .select({ id: tournamentInvitations.tournamentId })
    .from(tournamentInvitations)
    .where(and(eq(tournamentInvitations.userId, viewerId), inArray(tournamentInvitations.tournamentId, privateIds)))
    .union(
      db
        .select({ id: tournamentMembers.tournamentId })
        .from(tournamentMembers)
        .where(and(eq(tournamentMembers.userId, viewerId), inArray(tournamentMembers.tournamentId, privateIds))),
    );
  for (const { id } of seen) blocked.delete(id);
  return blocked;
}

/** Refuses a caller who may not see the tournament's private parts: 403 `tournament_blocked_for_user` (a visitor too, spec §6). */
export async function assertSeesTournament(db: Executor, row: PrivacyOf, viewerId: number | null): Promise<void> {
  if ((await blockedTournamentIds(db, [row], viewerId)).has(row.id)) throw tournamentError('tournament_blocked_for_user');
}

/** The series among `seriesIds` that one of their private tournaments blocks for `viewerId`. */
export async function blockedSeriesIds(db: Executor, seriesIds: readonly number[], viewerId: number | null): Promise<Set<number>> {
  if (seriesIds.length === 0) return new Set();
  const legs = await db
    .select({ id: tournaments.id, privacyType: tournaments.privacyType, seriesId: sql<number>`${tournaments.seriesId}` })
    .from(tournaments)
    .where(inArray(tournaments.seriesId, [...seriesIds]));
  const blocked = await blockedTournamentIds(db, legs, viewerId);
  return new Set(legs.filter((leg) => blocked.has(leg.id)).map((leg) => leg.seriesId));
}

/**
 * Whether `viewerId` may follow the live room of the tournament or series `id` (its table and
 * members' scores). An id that names nothing is refused: an id made later (a new limited
 * tournament) must not reach a socket that joined its room beforehand.
 */
export async function maySeeLive(db: Executor, kind: 'tournament' | 'series', id: number, viewerId: number | null): Promise<boolean> {
  if (kind === 'series') {
    const [leg] = await db.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.seriesId, id)).limit(1);
    return leg !== undefined && !(await blockedSeriesIds(db, [id], viewerId)).has(id);
  }
  const [row] = await db.select({ id: tournaments.id, privacyType: tournaments.privacyType }).from(tournaments).where(eq(tournaments.id, id)).limit(1);
  return row !== undefined && !(await blockedTournamentIds(db, [row], viewerId)).has(row.id);
}

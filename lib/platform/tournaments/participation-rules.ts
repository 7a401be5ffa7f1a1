import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { isPrivateTournament } from '@/lib/domain/tournaments/tournaments';
import type { Executor } from '@/lib/platform/db/executor';
import { playerProgress, tournamentMembers, tournaments, treasuryDeposits, users } from '@/lib/platform/db/schema';
import { tournamentError, tournamentNotFound } from './errors';
import { eventStatusOf } from './tournament-dto';
import { isInvited } from './visibility';

/**
 * Who may enter a tournament and when a player may switch (spec play-promos §4 "Tournament join",
 * §6; "participation rules"). The rules beyond privacy that the spec names without
 * details are kept to three, each with its own refusal: a level range (min_level / max_level against
 * the level the player reached, player_progress.level), a minimum of paid deposits in the
 * player's currency (min_deposit) and the partner code (partner_codes: only players who arrived
 * with one of these referral codes, users.refcode). They apply to any tournament that sets them (the seed sets them
 * on closed ones). A limited tournament (privacy 3) admits only the players the operator invited
 * (tournament_invitations; `npm run tournaments -- invite`); who may see it is visibility.ts.
 */

export type TournamentRow = typeof tournaments.$inferSelect;

/**
 * Past: the claim marked it finished, or its end has come (the sweeper may not have run yet).
 * Both read the one status rule the pages show (eventStatusOf, tournament-dto.ts).
 */
export function isPast(t: Pick<TournamentRow, 'status' | 'startAt' | 'endAt'>, at: Date): boolean {
  return eventStatusOf(t, at) === 'past';
}

/** Active: started and not past (spec §4: only an active chosen tournament holds the player). */
export function isActive(t: Pick<TournamentRow, 'status' | 'startAt' | 'endAt'>, at: Date): boolean {
  return eventStatusOf(t, at) === 'active';
}

export async function tournamentBySlug(db: Executor, slug: string): Promise<TournamentRow> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.slug, slug)).limit(1);
  if (!row) throw tournamentNotFound();
  return row;
}

/**
 * Locks the player's row for the rest of the transaction: two joins or choices of one player run
 * one after the other, so the "at most one chosen" index is never raced and the switching rules
 * read a settled state. `for no key update`: it does not wait for, nor hold up, the rows other
 * transactions insert that merely reference the player (their foreign keys take key-share locks).
 * Answers the player's currency.
 */
export async function lockPlayer(tx: Executor, userId: number): Promise<{ currency: string }> {
  const [row] = await tx.select({ currency: users.currency }).from(users).where(eq(users.id, userId)).for('no key update');
  if (!row) throw tournamentNotFound();
  return row;
}

/** Refuses a player the tournament's privacy or rules keep out. */
export async function assertMayEnter(tx: Executor, t: TournamentRow, player: { userId: number; currency: string }): Promise<void> {
  if (isPrivateTournament(t.privacyType) && !(await isInvited(tx, t.id, player.userId))) throw tournamentError('tournament_blocked_for_user');
  if (t.minLevel !== null || t.maxLevel !== null) {
    const [progress] = await tx.select({ level: playerProgress.level }).from(playerProgress).where(eq(playerProgress.userId, player.userId)).limit(1);
    const level = progress?.level ?? 1;
    if ((t.minLevel !== null && level < t.minLevel) || (t.maxLevel !== null && level > t.maxLevel)) {
      throw tournamentError('tournament_level_restricted', { level, minLevel: t.minLevel, maxLevel: t.maxLevel });
    }
  }
  if (t.partnerCodes !== null) {
    const [row] = await tx.select({ refcode: users.refcode }).from(users).where(eq(users.id, player.userId)).limit(1);
    if (!row?.refcode || !t.partnerCodes.includes(row.refcode)) throw tournamentError('tournament_partner_restricted');
  }
  if (t.minDeposit !== null) {
    // A currency the operator left out cannot meet the rule: nothing says how much would be enough.
    const required = t.minDeposit[player.currency];
    const [paid] = await tx
      .select({ total: sql<string | number>`coalesce(sum(${treasuryDeposits.amount}), 0)` })
      .from(treasuryDeposits)
      .where(and(eq(treasuryDeposits.userId, player.userId), eq(treasuryDeposits.status, 'paid'), eq(treasuryDeposits.currency, player.currency)));
    const deposited = Number(paid?.total ?? 0);
    if (required === undefined || deposited < required) {
      throw tournamentError('tournament_deposit_required', required === undefined ? {} : { required, deposited, currency: player.currency });
    }
  }
}

/**
 * Spec §4: switching is impossible while the player's chosen tournament is another active one of
 * a series, or one they bought a seat in. A chosen tournament that ended or has not started holds
 * nobody.
 */
export async function assertMaySwitch(tx: Executor, userId: number, targetId: number, at: Date): Promise<void> {
  const [current] = await tx
    .select({
      tournamentId: tournamentMembers.tournamentId,
      paidCompoints: tournamentMembers.paidCompoints,
      seriesId: tournaments.seriesId,
      status: tournaments.status,
      startAt: tournaments.startAt,
      endAt: tournaments.endAt,
    })
    .from(tournamentMembers)
    .innerJoin(tournaments, eq(tournaments.id, tournamentMembers.tournamentId))
    .where(and(eq(tournamentMembers.userId, userId), eq(tournamentMembers.chosen, true)))
    .limit(1);
  if (!current || current.tournamentId === targetId || !isActive(current, at)) return;
  if (current.seriesId !== null) throw tournamentError('tournament_series_member');
  if (current.paidCompoints > 0) throw tournamentError('tournament_paid_member');
}

/**
 * Makes `tournamentId` the player's one chosen tournament. The others are unchosen first, in the
 * same transaction, so the partial unique index (one chosen row per player) never sees two.
 */
export async function chooseOnly(tx: Executor, userId: number, tournamentId: number): Promise<void> {
  await tx
    .update(tournamentMembers)
    .set({ chosen: false })
    .where(and(eq(tournamentMembers.userId, userId), eq(tournamentMembers.chosen, true), sql`${tournamentMembers.tournamentId} <> ${tournamentId}`));
  await tx
    .update(tournamentMembers)
    .set({ chosen: true })
    .where(and(eq(tournamentMembers.userId, userId), eq(tournamentMembers.tournamentId, tournamentId)));
}

import 'server-only';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { isDomainError } from '@/lib/domain/domain-error';
import { now as clockNow } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { tournamentMembers, tournaments } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { publishCompoints, spendCompoints, type CompointsMoved } from '@/lib/platform/wallet/compoints';
import { tournamentError } from './errors';
import { tournamentJoined } from './live';
import { assertMayEnter, assertMaySwitch, chooseOnly, isPast, lockPlayer, tournamentBySlug } from './participation-rules';

/**
 * POST /json-api/v2/tournaments/{slug}/members (spec play-promos §4 "Tournament join", §7, §8):
 * one transaction that checks the rules, takes a seat, charges the compoints of a paid seat and
 * makes the tournament the player's chosen one.
 *
 * - Seats: a guarded `members_count + 1 … where members_count < max_members` takes the seat; the
 *   tournament's row lock decides two joins at once one after the other, so there are never more
 *   members than seats (the table's check constraint is the last word).
 * - Compoints: spent in the same transaction with one key per tournament and player, so a retry
 *   charges nothing twice and a refused join charges nothing at all; never negative (compoints.ts).
 * - One player's two joins at once are serialised on the player's row (lockPlayer).
 * - Joining again as a member answers the tournament as it stands and changes nothing.
 */

export interface JoinInput {
  userId: number;
  slug: string;
  /** The clock (tests move it); the application clock by default. */
  now?: Date;
}

export interface JoinOutcome {
  tournamentId: number;
  seriesId: number | null;
  /** False when the player was a member already (nothing changed). */
  joined: boolean;
  /** Compoints paid for the seat (0 for a free one or a repeat). */
  paidCompoints: number;
}

/** Runs the join in its own transaction and, once committed, publishes the compoints and the live table. */
export async function joinTournament(db: Executor, input: JoinInput): Promise<JoinOutcome> {
  const at = input.now ?? clockNow();
  const { outcome, moved } = await inTransaction(db, async (tx): Promise<{ outcome: JoinOutcome; moved: CompointsMoved | null }> => {
    const t = await tournamentBySlug(tx, input.slug);
    const player = await lockPlayer(tx, input.userId);
    const [member] = await tx
      .select({ userId: tournamentMembers.userId })
      .from(tournamentMembers)
      .where(and(eq(tournamentMembers.tournamentId, t.id), eq(tournamentMembers.userId, input.userId)))
      .limit(1);
    if (member) return { outcome: { tournamentId: t.id, seriesId: t.seriesId, joined: false, paidCompoints: 0 }, moved: null };
    if (isPast(t, at)) throw tournamentError('tournament_finished');
    await assertMayEnter(tx, t, { userId: input.userId, currency: player.currency });
    await assertMaySwitch(tx, input.userId, t.id, at);
    const [seat] = await tx
      .update(tournaments)
      .set({ membersCount: sql`${tournaments.membersCount} + 1` })
      .where(
        and(
          eq(tournaments.id, t.id),
          // Re-checked on the locked row: a finish claimed since the read above lets nobody in.
          ne(tournaments.status, 'finished'),
          gt(tournaments.endAt, at),
          sql`(${tournaments.maxMembers} is null or ${tournaments.membersCount} < ${tournaments.maxMembers})`,
        ),
      )
      .returning({ membersCount: tournaments.membersCount });
    if (!seat) throw tournamentError(isPast(await tournamentBySlug(tx, input.slug), at) ? 'tournament_finished' : 'max_member_limit_reached');
    const price = t.compointPrice ?? 0;
    const moved = price > 0 ? await paySeat(tx, t.id, input.userId, price) : null;
    await tx.insert(tournamentMembers).values({ tournamentId: t.id, userId: input.userId, chosen: false, paidCompoints: price, joinedAt: at });
    await chooseOnly(tx, input.userId, t.id);
    return { outcome: { tournamentId: t.id, seriesId: t.seriesId, joined: true, paidCompoints: price }, moved };
  });
  if (outcome.joined) {
    await publishCompoints(db, moved);
    tournamentJoined({ tournamentId: outcome.tournamentId, seriesId: outcome.seriesId, userId: input.userId });
  }
  return outcome;
}

/** The seat's compoints; short of them, the tournament's own refusal with the missing whole compoints. */
async function paySeat(tx: Executor, tournamentId: number, userId: number, price: number): Promise<CompointsMoved> {
  try {
    const spent = await spendCompoints(tx, { userId, amount: price, key: `tournament-seat:${tournamentId}:${userId}` });
    return { userId, balance: spent.balance };
  } catch (error) {
    if (isDomainError(error) && error.code === 'insufficient_compoint_balance') {
      throw tournamentError('insufficient_compoint_balance', { missing: error.details.missing, balance: error.details.balance });
    }
    throw error;
  }
}

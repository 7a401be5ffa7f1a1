import 'server-only';
import { eq } from 'drizzle-orm';
import { exclusionEnd, type ExclusionDto, type ExclusionKind, type SelfExclusionPeriod, type TimeOutPeriod } from '@/lib/domain/protection/protection';
import { revokeAllSessions } from '@/lib/platform/auth/sessions';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { playerProtection, users } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { endPlayerGames } from '@/lib/platform/games/game-sessions';
import { endSessionSockets } from '@/lib/platform/realtime/session-sockets';
import { lockProtection } from './deposit-limits';
import { cannotShorten, excluded, playerNotFound } from './errors';
import { activeExclusion, stateOf, type ExclusionState } from '@/lib/platform/exclusion/excluded-now';

/**
 * Time-out (24 h, 7 d, 30 d) and self-exclusion (6 months, permanent). Taking one ends every
 * login of the player (sessions and refresh families revoked, live sockets closed) and every open
 * game session; until it ends, login (every way: password, SMS, password restore), deposits and
 * marketing are refused (`activeExclusion`). It cannot be undone or shortened, only extended:
 * a second request must end no earlier than the one running.
 */

export function exclusionDto(state: ExclusionState | null): ExclusionDto | null {
  return state ? { kind: state.kind, since: state.since.toISOString(), until: state.until?.toISOString() ?? null } : null;
}

/** Login and deposits call this: 403 `account_timed_out` / `account_self_excluded` with `until`. */
export async function assertNotExcluded(db: Executor, userId: number): Promise<void> {
  const state = await activeExclusion(db, userId);
  if (state) throw excluded(state.kind, state.until);
}

const endsNoEarlier = (next: Date | null, running: Date | null) => next === null || (running !== null && next.getTime() >= running.getTime());

/** POST …/time-out and …/self-exclusion: records it, then logs the player out everywhere. */
export async function takeExclusion(db: Executor, userId: number, kind: ExclusionKind, period: TimeOutPeriod | SelfExclusionPeriod): Promise<ExclusionState> {
  return applyExclusion(db, userId, kind, (at) => exclusionEnd(period, at));
}

/**
 * A self-exclusion the player took on another account, found again on this one (the same
 * identity document: documents/document-numbers.ts): this account is excluded until the same
 * end, as if the player had taken it here. Never shortens one running here.
 */
export async function extendSelfExclusion(db: Executor, userId: number, until: Date | null): Promise<ExclusionState> {
  return applyExclusion(db, userId, 'self_exclusion', () => until, { keepLonger: true });
}

async function applyExclusion(db: Executor, userId: number, kind: ExclusionKind, endOf: (at: Date) => Date | null, options: { keepLonger?: boolean } = {}): Promise<ExclusionState> {
  const [user] = await db.select({ id: users.id, hash: users.hash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw playerNotFound();
  const { state, ended } = await inTransaction(db, async (tx) => {
    await lockProtection(tx, userId);
    const at = now();
    const [row] = await tx.select().from(playerProtection).where(eq(playerProtection.userId, userId)).limit(1);
    const running = stateOf(row, at);
    const asked = endOf(at);
    const longer = running && !endsNoEarlier(asked, running.until);
    if (longer && !options.keepLonger) throw cannotShorten(running.until);
    const until = longer ? running.until : asked;
    const next = { exclusionKind: longer ? running.kind : kind, exclusionSince: running?.since ?? at, excludedUntil: until, exclusionPermanent: until === null, updatedAt: at };
    // Extending keeps the first start: the player has been away since then.
    await tx.insert(playerProtection).values({ userId, ...next }).onConflictDoUpdate({ target: playerProtection.userId, set: next });
    const ended = await revokeAllSessions(tx, userId, 'protection');
    return { state: { kind: next.exclusionKind, since: next.exclusionSince, until }, ended };
  });
  // After the commit, like a password restore: live connections close on every instance, games end.
  await endSessionSockets(ended);
  await endPlayerGames(db, user);
  return state;
}

import 'server-only';
import { eq } from 'drizzle-orm';
import type { ExclusionKind } from '@/lib/domain/protection/protection';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { playerProtection } from '@/lib/platform/db/schema';

/**
 * The one rule "is this player excluded now" (a time-out or self-exclusion running), read from
 * player_protection. Everything that must leave an excluded player alone asks here and nowhere
 * else: login and deposits (exclusion.ts `assertNotExcluded`), a deposit paid during it
 * (cashbox/deposit-completion.ts), high-fives to the player (promotions/high-fives.ts), gift
 * campaigns (gifts/gift-operator.ts), tournament invitations (tournaments/invitations.ts) and
 * the self-excluded contacts (accounts/self-excluded-contacts.ts). A room of its own below all of
 * them (it reads one table, nothing else): protection, which takes and lifts exclusions, depends
 * on games, and the senders must not depend on protection.
 */

export interface ExclusionState {
  kind: ExclusionKind;
  since: Date;
  /** null = permanent. */
  until: Date | null;
}

type ProtectionRow = typeof playerProtection.$inferSelect;

export function stateOf(row: Pick<ProtectionRow, 'exclusionKind' | 'exclusionSince' | 'excludedUntil' | 'exclusionPermanent'> | undefined, at: Date): ExclusionState | null {
  if (!row?.exclusionKind || !row.exclusionSince) return null;
  if (row.exclusionPermanent) return { kind: row.exclusionKind, since: row.exclusionSince, until: null };
  if (!row.excludedUntil || row.excludedUntil.getTime() <= at.getTime()) return null;
  return { kind: row.exclusionKind, since: row.exclusionSince, until: row.excludedUntil };
}

/** The time-out or self-exclusion running now, or null. */
export async function activeExclusion(db: Executor, userId: number): Promise<ExclusionState | null> {
  const [row] = await db.select().from(playerProtection).where(eq(playerProtection.userId, userId)).limit(1);
  return stateOf(row, now());
}

/** Whether a time-out or self-exclusion runs now. */
export async function isExcludedNow(db: Executor, userId: number): Promise<boolean> {
  return (await activeExclusion(db, userId)) !== null;
}

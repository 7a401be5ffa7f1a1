import 'server-only';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { keyedDigest } from '@/lib/platform/auth/keys';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { playerDocuments, playerProtection } from '@/lib/platform/db/schema';
import { stateOf, type ExclusionState } from '@/lib/platform/exclusion/excluded-now';

/**
 * Identity document numbers. The operator who approves a document may enter its number as read off
 * the picture; it is kept as a keyed digest (a table leaked reveals no passport numbers) of its
 * letters and digits in upper case, so "ab 123-456" and "AB123456" are one number. A self-excluded
 * person who comes back under another e-mail and phone shows the same document at verification:
 * the approval finds the self-excluded account that holds that number, and the new account is
 * excluded until the same end (review.ts) — the contacts' rule (accounts/self-excluded-contacts.ts)
 * for the one thing a new account cannot change.
 */

/** Letters and digits only, 4 to 32 of them once spaces, dashes, dots and slashes are dropped. */
const NUMBER = /^[A-Z0-9]{4,32}$/;

/** The digest of a document number, or null when it is not one. */
export function documentNumberDigest(entered: string): string | null {
  const normal = entered.toUpperCase().replace(/[\s\-./]/g, '');
  return NUMBER.test(normal) ? keyedDigest('document-number', normal) : null;
}

/** Another account holding an approved document of this number with a self-exclusion running now, or null. */
export async function selfExcludedHolder(db: Executor, digest: string, exceptUserId: number): Promise<{ userId: number; exclusion: ExclusionState } | null> {
  const rows = await db
    .select({ userId: playerDocuments.userId, protection: playerProtection })
    .from(playerDocuments)
    .innerJoin(playerProtection, eq(playerProtection.userId, playerDocuments.userId))
    .where(and(isNotNull(playerDocuments.numberDigest), eq(playerDocuments.numberDigest, digest), eq(playerDocuments.status, 'success'), ne(playerDocuments.userId, exceptUserId), eq(playerProtection.exclusionKind, 'self_exclusion')));
  const at = now();
  for (const row of rows) {
    const exclusion = stateOf(row.protection, at);
    if (exclusion?.kind === 'self_exclusion') return { userId: row.userId, exclusion };
  }
  return null;
}

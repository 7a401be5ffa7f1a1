import 'server-only';
import { and, eq, exists, lte, ne, not, or, gt, sql, type SQL } from 'drizzle-orm';
import type { RegistrationContactType } from '@/lib/domain/validation/auth-forms';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { treasuryDeposits, userContacts } from '@/lib/platform/db/schema';
import { log } from '@/lib/platform/log/logger';

/**
 * Who may keep a phone or e-mail against a newcomer (docs/ARCHITECTURE.md "Contact claims").
 * A verified contact is its owner's for good. An unverified primary one (an e-mail registration
 * before its link is followed) holds the address only for UNVERIFIED_CLAIM_TTL_MS after it was
 * set: then a newcomer registering with it takes it over — unless its account has paid a deposit
 * in (a player with money there is no squatter, and taking their login would lock them out of
 * it). A newcomer who proves the address
 * (verifies it) wins over any unverified claim, fresh or not. The loser's unverified row is
 * deleted in the winner's transaction, so the unique index `user_contacts_claimed` (primary or
 * verified) stays the last word on two claims at once.
 */

/** How long an unverified e-mail reserves its address: 72 hours after it was set. */
export const UNVERIFIED_CLAIM_TTL_MS = 72 * 3_600_000;

/**
 * The claim a newcomer makes: `unverified` (an e-mail registration, proven later) yields to a
 * verified contact and to an unverified one still within its 72 hours; `verified` (a phone
 * registration proven by its code, a contact being verified) yields to a verified contact only.
 */
export type NewClaim = 'unverified' | 'verified';

const cutoff = () => new Date(now().getTime() - UNVERIFIED_CLAIM_TTL_MS);

/** The contact's account has paid a deposit in: its unverified claim does not expire. */
const depositor = () =>
  exists(sql`(select 1 from ${treasuryDeposits} where ${treasuryDeposits.userId} = ${userContacts.userId} and ${treasuryDeposits.status} = 'paid')`);

/** The other accounts' claims a new claim of this kind must respect. */
function standing(claim: NewClaim): SQL {
  const verified = eq(userContacts.isVerified, true);
  return claim === 'verified' ? verified : or(verified, and(eq(userContacts.isPrimary, true), or(gt(userContacts.createdAt, cutoff()), depositor())))!;
}

/** The account whose claim on the value stands against a newcomer's claim of this kind, or null. */
export async function standingClaimHolder(db: Executor, type: RegistrationContactType, value: string, claim: NewClaim, exceptUserId: number | null = null): Promise<number | null> {
  const [row] = await db
    .select({ userId: userContacts.userId })
    .from(userContacts)
    .where(and(eq(userContacts.type, type), eq(userContacts.value, value), standing(claim), exceptUserId === null ? undefined : ne(userContacts.userId, exceptUserId)))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Takes the value from other accounts' unverified primary rows (the ones that claim it) that
 * yield to this claim (past their 72 hours and of no depositor, for an unverified claim; all of
 * them for a verified one). Runs in the newcomer's transaction, before their row is written. Logged: the other account
 * loses that login. Others' contacts merely awaiting verification claim nothing and stay (their
 * confirmation then meets a verified owner: phone_taken / email_taken).
 */
export async function releaseYieldingClaims(tx: Executor, type: RegistrationContactType, value: string, claim: NewClaim, exceptUserId: number | null = null): Promise<void> {
  const yielding = claim === 'verified' ? undefined : and(lte(userContacts.createdAt, cutoff()), not(depositor()));
  const released = await tx
    .delete(userContacts)
    .where(and(eq(userContacts.type, type), eq(userContacts.value, value), eq(userContacts.isPrimary, true), eq(userContacts.isVerified, false), yielding, exceptUserId === null ? undefined : ne(userContacts.userId, exceptUserId)))
    .returning({ userId: userContacts.userId });
  for (const row of released) log.info(`accounts: an unverified ${type} of player ${row.userId} was released to a newer ${claim} claim`);
}

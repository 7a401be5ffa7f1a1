import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { keyedDigest } from '@/lib/platform/auth/keys';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { accountLinks, accountTraces, type AccountTraceKind, type AccountTraceSource } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { addressKey } from './address-key';

/**
 * Linked accounts (docs/ARCHITECTURE.md "Linked accounts"). Every registration, login, paid
 * deposit with a payer and payout account records what the player was seen with; two players
 * seen with the same device, client address or payment instrument are linked, with that kind as
 * the reason. Linked players cannot reward each other (promotions/reward-gates.ts); a link alone
 * never blocks a player from anything else, and the `multi_account` flag stays the operator's.
 *
 * Cheap by construction: a trace is one insert that does nothing when the player was seen with
 * that value before (the usual login); only a trace new for the player looks up the others seen
 * with it, by the primary key, at most LINK_FANOUT of them; asking whether two players are linked
 * is one primary-key read. Values are kept as keyed digests (the session secret's `account-trace`
 * key): no address or card number in clear; a new SESSION_SECRET starts the traces afresh.
 */

/**
 * The most links one new trace makes. An address shared by hundreds of accounts (a carrier's, an
 * office's) links a newcomer with some of them, not with all, so no trace costs more than this.
 */
export const LINK_FANOUT = 50;

/** Where a call came from: the client address (null outside the custom server) and the device id. */
export interface SeenFrom {
  address: string | null;
  device: string | null;
}

function valueOf(kind: AccountTraceKind, value: string): string {
  return kind === 'address' ? addressKey(value) : value;
}

async function recordTrace(db: Executor, userId: number, kind: AccountTraceKind, value: string, source: AccountTraceSource): Promise<void> {
  const digest = keyedDigest('account-trace', `${kind}:${valueOf(kind, value)}`);
  const at = now();
  await inTransaction(db, async (tx) => {
    const [fresh] = await tx.insert(accountTraces).values({ kind, digest, userId, source, firstSeenAt: at }).onConflictDoNothing().returning({ userId: accountTraces.userId });
    if (!fresh) return;
    // Two players first seen with one value at the same moment: each insert is invisible to the
    // other's transaction. The value's lock, taken after the insert, orders them: the second one
    // reads the others only once the first committed, so it sees the first and the pair is linked.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`account-trace:${kind}:${digest}`}))`);
    await tx.execute(sql`
      insert into account_links (user_id, linked_user_id, reason, created_at)
      select least(t.user_id, ${userId}), greatest(t.user_id, ${userId}), ${kind}, ${at.toISOString()}::timestamptz
      from (select user_id from account_traces where kind = ${kind} and digest = ${digest} and user_id <> ${userId} limit ${LINK_FANOUT}) t
      on conflict do nothing`);
  });
}

/** A registration or a login: the caller's address and device (either may be unknown). */
export async function recordSeen(db: Executor, userId: number, source: 'registration' | 'login', seen: SeenFrom): Promise<void> {
  if (seen.address) await recordTrace(db, userId, 'address', seen.address, source);
  if (seen.device) await recordTrace(db, userId, 'device', seen.device, source);
}

/**
 * A payment instrument: a payout account or a deposit's payer, named by the caller with its kind
 * (`card:4111…`, `phone:7999…`), so one card number typed for payouts and reported by the
 * payment provider are the same instrument.
 */
export async function recordInstrument(db: Executor, userId: number, source: 'deposit' | 'payout_account', instrument: string): Promise<void> {
  await recordTrace(db, userId, 'payment', instrument, source);
}

/** Whether the two players are linked, for any reason. */
export async function areLinked(db: Executor, a: number, b: number): Promise<boolean> {
  if (a === b) return false;
  const [low, high] = a < b ? [a, b] : [b, a];
  const [row] = await db
    .select({ reason: accountLinks.reason })
    .from(accountLinks)
    .where(and(eq(accountLinks.userId, low), eq(accountLinks.linkedUserId, high)))
    .limit(1);
  return row !== undefined;
}

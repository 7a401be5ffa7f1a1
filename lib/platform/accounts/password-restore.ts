import 'server-only';
import { eq } from 'drizzle-orm';
import { CODE_TTL_SECONDS } from '@/lib/domain/auth/auth-limits';
import { RESTORE_LINK_TTL_SECONDS } from '@/lib/platform/auth/limits';
import { hashPassword } from '@/lib/platform/auth/password';
import { endPlayerGames } from '@/lib/platform/games/game-sessions';
import { endSessionSockets } from '@/lib/platform/realtime/session-sockets';
import { assertNotExcluded } from '@/lib/platform/protection/exclusion';
import { revokeAllSessions, startSession, type IssuedTokens } from '@/lib/platform/auth/sessions';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { users } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { accountFlows } from '@/lib/platform/work-pool/expensive-work';
import { accountError } from './errors';
import { sendRestoreEmail, sendSmsCode, siteLink } from './delivery';
import { checkLinkToken, checkSmsCode, issueCode, sentAnswer, type CodeRow } from './one-time-codes';
import type { CallerContext } from './registration';
import { findUserById, findUserByContact } from './users';

/**
 * Password restore in three steps (spec §4): request, check, restore. An e-mail gets a link to
 * /new-password/<code> (a 256-bit token); a phone gets a 4-digit SMS code, which is then sent
 * back together with the phone. The request answers the same, with the same limits, whether or
 * not the account exists: a code is made either way and only sent when there is an account.
 */
export async function requestPasswordRestore(db: Executor, input: { email: string } | { phone: string }, caller: CallerContext) {
  const channel =
    'email' in input
      ? { type: 'email' as const, target: input.email, kind: 'link' as const, ttlSeconds: RESTORE_LINK_TTL_SECONDS }
      : { type: 'phone' as const, target: input.phone, kind: 'sms' as const, ttlSeconds: CODE_TTL_SECONDS };
  const user = await findUserByContact(db, channel.type, channel.target);
  const { code } = await issueCode(db, {
    purpose: 'password_restore',
    target: channel.target,
    kind: channel.kind,
    ttlSeconds: channel.ttlSeconds,
    userId: user?.id ?? null,
    delivered: user !== null,
    clientAddress: caller.clientAddress,
  });
  if (user && channel.kind === 'link') await sendRestoreEmail(db, caller.locale, channel.target, await siteLink(db, `/new-password/${code}`, caller.locale));
  else if (user) await sendSmsCode(db, caller.locale, channel.target, code, 'restore');
  return sentAnswer(channel.ttlSeconds);
}

interface RestoreCode {
  code: string;
  phone?: string;
}

async function restoreCodeRow(db: Executor, input: RestoreCode, consume: boolean, caller: CallerContext): Promise<CodeRow & { userId: number }> {
  const row = input.phone
    ? await checkSmsCode(db, { purpose: 'password_restore', target: input.phone, code: input.code, consume, clientAddress: caller.clientAddress })
    : await checkLinkToken(db, 'password_restore', input.code, consume);
  // A code made for an unknown account was never sent; whoever holds one guessed it.
  if (row.userId === null) throw accountError('invalid_code', 'code');
  return { ...row, userId: row.userId };
}

/** Step 2: is the code good? (It stays usable for step 3.) */
export async function checkPasswordRestoreCode(db: Executor, input: RestoreCode, caller: CallerContext) {
  await restoreCodeRow(db, input, false, caller);
  return { success: true as const };
}

/**
 * Step 3: a new password. Every session of the player ends (whoever knew the old password is
 * out), and the player is logged in with a new one.
 */
export function restorePassword(db: Executor, input: RestoreCode & { password: string }, caller: CallerContext): Promise<IssuedTokens> {
  // Bounded as a whole (lib/platform/work-pool): a refusal here has used up nothing.
  return accountFlows().run(() => restoreNow(db, input, caller));
}

async function restoreNow(db: Executor, input: RestoreCode & { password: string }, caller: CallerContext): Promise<IssuedTokens> {
  // The code is checked, then the password hashed, and only then the code used up: a 503 `busy`
  // from the hashing pool leaves the code good for the form's retry.
  const checked = await restoreCodeRow(db, input, false, caller);
  // A restore logs in, so a time-out or self-exclusion refuses it before anything changes.
  await assertNotExcluded(db, checked.userId);
  const passwordHash = await hashPassword(input.password);
  const row = await restoreCodeRow(db, input, true, caller);
  const user = await findUserById(db, row.userId);
  if (!user) throw accountError('invalid_code', 'code');
  const { tokens, ended } = await inTransaction(db, async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now() }).where(eq(users.id, user.id));
    const ended = await revokeAllSessions(tx, user.id, 'password_restore');
    return { tokens: await startSession(tx, user), ended };
  });
  // After the commit: their live connections close on every instance.
  await endSessionSockets(ended);
  // Every login ended, so every game started under them ends too.
  await endPlayerGames(db, user);
  return tokens;
}

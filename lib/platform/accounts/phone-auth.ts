import 'server-only';
import { assertNotExcluded } from '@/lib/platform/protection/exclusion';
import { CODE_TTL_SECONDS } from '@/lib/domain/auth/auth-limits';
import { startSession, type IssuedTokens } from '@/lib/platform/auth/sessions';
import type { Executor } from '@/lib/platform/db/executor';
import { inTransaction } from '@/lib/platform/db/transaction';
import { accountError } from './errors';
import { sendSmsCode } from './delivery';
import { checkSmsCode, issueCode, sentAnswer } from './one-time-codes';
import { completePendingRegistration, findPendingRegistration, isRegistrationClaimant, seenBy, type CallerContext } from './registration';
import { recordSeen } from '@/lib/platform/account-links/traces';
import { findUserByContact } from './users';

/**
 * SMS login and phone registration without a session (spec §7: players/phones/verify and
 * /confirm). A code goes out when an account has this phone or a phone registration waits for
 * it; otherwise nothing is sent, yet the answer and the limits are the same, so the call does
 * not tell which phones have accounts.
 */
export async function requestPhoneAuthCode(db: Executor, phone: string, caller: CallerContext) {
  const user = await findUserByContact(db, 'phone', phone);
  const deliver = user !== null || (await findPendingRegistration(db, phone)) !== null;
  const { code } = await issueCode(db, {
    purpose: 'phone_auth',
    target: phone,
    kind: 'sms',
    ttlSeconds: CODE_TTL_SECONDS,
    userId: user?.id ?? null,
    delivered: deliver,
    clientAddress: caller.clientAddress,
  });
  if (deliver) await sendSmsCode(db, caller.locale, phone, code, 'auth');
  return sentAnswer(CODE_TTL_SECONDS);
}

/**
 * Confirms the code: logs into the phone's account, or creates the waiting registration's account
 * first — only for the browser that registered (its `registration_token`).
 */
export async function confirmPhoneAuthCode(db: Executor, phone: string, code: string | undefined, registrationToken: string | undefined, caller: CallerContext): Promise<IssuedTokens> {
  await checkSmsCode(db, { purpose: 'phone_auth', target: phone, code, consume: true, clientAddress: caller.clientAddress });
  const user = await findUserByContact(db, 'phone', phone);
  if (user) {
    await assertNotExcluded(db, user.id);
    await recordSeen(db, user.id, 'login', seenBy(caller));
    return startSession(db, user);
  }
  const pending = await findPendingRegistration(db, phone);
  // The same answer as a wrong code: a caller without the registering browser's token learns nothing.
  if (!pending || !isRegistrationClaimant(pending, registrationToken)) throw accountError('invalid_code', 'code');
  const created = await inTransaction(db, (tx) => completePendingRegistration(tx, pending, seenBy(caller)));
  return startSession(db, created);
}

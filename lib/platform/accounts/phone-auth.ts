import 'server-only';
import { CODE_TTL_SECONDS } from '@/lib/domain/auth-limits';
import { startSession, type IssuedTokens } from '@/lib/platform/auth/sessions';
import { getDb } from '@/lib/platform/db/client';
import { badRequest } from '@/lib/platform/http/errors';
import { sendSmsCode } from './delivery';
import { checkSmsCode, issueCode, sentAnswer } from './one-time-codes';
import { completePendingRegistration, findPendingRegistration, isRegistrationClaimant, type CallerContext } from './registration';
import { findUserByContact } from './users';

/**
 * SMS login and phone registration without a session (spec §7: players/phones/verify and
 * /confirm). A code goes out when an account has this phone or a phone registration waits for
 * it; otherwise nothing is sent, yet the answer and the limits are the same, so the call does
 * not tell which phones have accounts.
 */
export async function requestPhoneAuthCode(phone: string, caller: CallerContext) {
  const db = await getDb();
  const user = await findUserByContact(db, 'phone', phone);
  const deliver = user !== null || (await findPendingRegistration(db, phone)) !== null;
  const { code } = await issueCode({
    purpose: 'phone_auth',
    target: phone,
    kind: 'sms',
    ttlSeconds: CODE_TTL_SECONDS,
    userId: user?.id ?? null,
    delivered: deliver,
    clientAddress: caller.clientAddress,
  });
  if (deliver) await sendSmsCode(caller.locale, phone, code, 'auth');
  return sentAnswer(CODE_TTL_SECONDS);
}

/**
 * Confirms the code: logs into the phone's account, or creates the waiting registration's account
 * first — only for the browser that registered (its `registration_token`).
 */
export async function confirmPhoneAuthCode(phone: string, code: string | undefined, registrationToken: string | undefined, caller: CallerContext): Promise<IssuedTokens> {
  await checkSmsCode({ purpose: 'phone_auth', target: phone, code, consume: true, clientAddress: caller.clientAddress });
  const db = await getDb();
  const user = await findUserByContact(db, 'phone', phone);
  if (user) return startSession(db, user);
  const pending = await findPendingRegistration(db, phone);
  // The same answer as a wrong code: a caller without the registering browser's token learns nothing.
  if (!pending || !isRegistrationClaimant(pending, registrationToken)) throw badRequest('invalid_code', 'code');
  const created = await db.transaction((tx) => completePendingRegistration(tx, pending));
  return startSession(db, created);
}

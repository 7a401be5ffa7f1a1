import 'server-only';
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { digitsOnly } from '@/lib/domain/validation/input-masks';
import { CODE_RESEND_SECONDS, MAX_CODE_ATTEMPTS, MAX_SENDS_PER_DAY, SEND_PAUSE_SECONDS, SENDS_BEFORE_PAUSE } from '@/lib/domain/auth/auth-limits';
import { SMS_CODE_LENGTH } from '@/lib/domain/validation/limits';
import { keyedDigest } from '@/lib/platform/auth/keys';
import { CODE_FAILURES_PER_ADDRESS, CODE_REQUEST_WINDOW_SECONDS, CODE_REQUESTS_PER_ADDRESS } from '@/lib/platform/auth/limits';
import { hitThrottle, peekThrottle } from '@/lib/platform/auth/throttle';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import type { Tx } from '@/lib/platform/db/executor';
import { oneTimeCodes } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import type { DomainError } from '@/lib/domain/domain-error';
import { codeError, maxAttemptsUsed, tooManyTries } from './errors';
import { log } from '@/lib/platform/log/logger';

/**
 * One-time codes (SMS, 4 digits) and links (e-mail, 256-bit tokens), spec §8 "Auth" and
 * play-promos §4/§9. Stored as keyed digests; single use; only the newest code of a
 * (purpose, target) counts. Sends are limited per target (resend interval, "sent too often",
 * a daily maximum) and per client address; wrong entries per code and per address. Each check
 * runs under an advisory lock on its (purpose, target), so two instances cannot both pass it.
 */
export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];
export type CodeRow = typeof oneTimeCodes.$inferSelect;

const DAY_MS = 86_400_000;
/**
 * Codes are kept this long after they were made: past the daily send window they no longer
 * count, and until then an expired link still answers code_expired rather than invalid_code.
 */
const CODE_RETENTION_MS = 2 * DAY_MS;
/** How often one process sweeps every target's old codes (a send of a target drops its own at once). */
const SWEEP_INTERVAL_MS = 60_000;

let lastSweepAt = Number.NEGATIVE_INFINITY;

/**
 * Deletes every code older than the retention, at most once per SWEEP_INTERVAL_MS per process:
 * a full-table delete on every send would cost each send a scan, and codes of targets that never
 * ask again would otherwise stay. Best effort: a failed sweep never fails a send.
 */
async function sweepOldCodes(db: Executor, at: Date): Promise<void> {
  const since = at.getTime() - lastSweepAt;
  // A clock set back (tests, or a corrected server clock) must not put the sweep off for long.
  if (since >= 0 && since < SWEEP_INTERVAL_MS) return;
  lastSweepAt = at.getTime();
  try {
    await db.delete(oneTimeCodes).where(lt(oneTimeCodes.createdAt, new Date(at.getTime() - CODE_RETENTION_MS)));
  } catch (error) {
    log.error('one-time codes: sweep failed', error);
  }
}

export interface IssueCodeInput {
  purpose: CodePurpose;
  target: string;
  kind: 'sms' | 'link';
  ttlSeconds: number;
  userId?: number | null;
  contactId?: number | null;
  /** False when the code goes nowhere (unknown account): limits apply all the same, so answers match. */
  delivered: boolean;
  clientAddress: string | null;
}

export interface IssuedCode {
  code: string;
  row: CodeRow;
}

/** What every successful send answers (the browser's resend timer and code lifetime). */
export function sentAnswer(ttlSeconds: number) {
  return { success: true as const, resend_after: CODE_RESEND_SECONDS, expires_in: ttlSeconds };
}

function digest(purpose: CodePurpose, target: string, code: string, kind: 'sms' | 'link'): string {
  // A link token is looked up by its digest alone; an SMS code is only unique with its target.
  return keyedDigest('one-time-code', kind === 'link' ? `link:${code}` : `${purpose}:${target}:${code}`);
}

async function lockTarget(tx: Tx, purpose: CodePurpose, target: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otc:${purpose}:${target}`}))`);
}

function newCode(kind: 'sms' | 'link'): string {
  if (kind === 'link') return randomBytes(32).toString('base64url');
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

/** Makes a code if the send limits allow; the caller delivers it. Throws the 429 of the limit hit. */
export async function issueCode(db: Executor, input: IssueCodeInput): Promise<IssuedCode> {
  if (input.clientAddress) {
    const perAddress = await hitThrottle(db, `code-request:${input.clientAddress}`, CODE_REQUEST_WINDOW_SECONDS);
    if (perAddress.hits > CODE_REQUESTS_PER_ADDRESS) throw tooManyTries('request_limit_exceeded', perAddress.retryAfterSeconds);
  }
  const at = now();
  const t = at.getTime();
  const issued = await inTransaction(db, async (tx) => {
    await lockTarget(tx, input.purpose, input.target);
    const recent = await tx
      .select({ createdAt: oneTimeCodes.createdAt })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.purpose, input.purpose), eq(oneTimeCodes.target, input.target), gt(oneTimeCodes.createdAt, new Date(t - DAY_MS))))
      .orderBy(desc(oneTimeCodes.createdAt));
    const times = recent.map((r) => r.createdAt.getTime());
    if (times.length >= MAX_SENDS_PER_DAY) throw maxAttemptsUsed((Math.min(...times) + DAY_MS - t) / 1000);
    const latest = times[0];
    if (latest !== undefined && t - latest < CODE_RESEND_SECONDS * 1000) {
      throw tooManyTries('code_resend_too_early', (latest + CODE_RESEND_SECONDS * 1000 - t) / 1000);
    }
    const inPause = times.filter((x) => t - x < SEND_PAUSE_SECONDS * 1000);
    if (inPause.length >= SENDS_BEFORE_PAUSE) {
      throw tooManyTries('sent_too_often', (Math.min(...inPause) + SEND_PAUSE_SECONDS * 1000 - t) / 1000);
    }
    const code = newCode(input.kind);
    const [row] = await tx
      .insert(oneTimeCodes)
      .values({
        purpose: input.purpose,
        target: input.target,
        userId: input.userId ?? null,
        contactId: input.contactId ?? null,
        codeHash: digest(input.purpose, input.target, code, input.kind),
        createdAt: at,
        expiresAt: new Date(t + input.ttlSeconds * 1000),
        delivered: input.delivered,
      })
      .returning();
    if (!row) throw new Error('one_time_codes insert returned nothing');
    // This target's old codes go with its send (indexed, under the lock already held).
    await tx
      .delete(oneTimeCodes)
      .where(and(eq(oneTimeCodes.purpose, input.purpose), eq(oneTimeCodes.target, input.target), lt(oneTimeCodes.createdAt, new Date(t - CODE_RETENTION_MS))));
    return { code, row };
  });
  await sweepOldCodes(db, at);
  return issued;
}

type CheckOutcome = { ok: true; row: CodeRow } | { ok: false; error: DomainError; wrong: boolean };

function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface CheckSmsCodeInput {
  purpose: CodePurpose;
  target: string;
  /** As typed; a hyphen (##-##) is dropped. */
  code: string | undefined;
  /** Use the code up (a check that only looks, e.g. restore /check, leaves it). */
  consume: boolean;
  clientAddress: string | null;
}

/**
 * Checks an SMS code against the newest code of its target. Wrong → invalid_code, counted; the
 * MAX_CODE_ATTEMPTS-th wrong entry burns the code → 429 is_max_attempts_used (a new code must be
 * requested). Expired → code_expired. Used or none → invalid_code.
 */
export async function checkSmsCode(db: Executor, input: CheckSmsCodeInput): Promise<CodeRow> {
  const code = digitsOnly(input.code ?? '');
  if ((input.code ?? '').trim() === '') throw codeError('code_required');
  const addressKey = input.clientAddress ? `code-failure:${input.clientAddress}` : null;
  if (addressKey) {
    const failures = await peekThrottle(db, addressKey, CODE_REQUEST_WINDOW_SECONDS);
    if (failures.hits >= CODE_FAILURES_PER_ADDRESS) throw tooManyTries('too_many_attempts', failures.retryAfterSeconds);
  }
  const at = now();
  const outcome = await inTransaction(db, async (tx): Promise<CheckOutcome> => {
    await lockTarget(tx, input.purpose, input.target);
    const [row] = await tx
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.purpose, input.purpose), eq(oneTimeCodes.target, input.target)))
      .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
      .limit(1);
    if (!row || row.consumedAt) return { ok: false, error: codeError('invalid_code'), wrong: true };
    if (row.attempts >= MAX_CODE_ATTEMPTS) return { ok: false, error: maxAttemptsUsed(), wrong: false };
    if (row.expiresAt.getTime() <= at.getTime()) return { ok: false, error: codeError('code_expired'), wrong: false };
    if (code.length !== SMS_CODE_LENGTH || !sameDigest(digest(input.purpose, input.target, code, 'sms'), row.codeHash)) {
      const [updated] = await tx
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(eq(oneTimeCodes.id, row.id))
        .returning({ attempts: oneTimeCodes.attempts });
      const used = (updated?.attempts ?? MAX_CODE_ATTEMPTS) >= MAX_CODE_ATTEMPTS;
      return { ok: false, error: used ? maxAttemptsUsed() : codeError('invalid_code'), wrong: true };
    }
    if (input.consume) await tx.update(oneTimeCodes).set({ consumedAt: at }).where(eq(oneTimeCodes.id, row.id));
    return { ok: true, row };
  });
  if (outcome.ok) return outcome.row;
  if (outcome.wrong && addressKey) await hitThrottle(db, addressKey, CODE_REQUEST_WINDOW_SECONDS);
  throw outcome.error;
}

/**
 * Finds the code row of an e-mail link token: unknown, used or superseded by a newer link →
 * invalid_code; expired → code_expired. Tokens are 256-bit random, so no attempt counting.
 */
export async function checkLinkToken(db: Executor, purpose: CodePurpose, token: string, consume: boolean): Promise<CodeRow> {
  const at = now();
  const hash = keyedDigest('one-time-code', `link:${token}`);
  const [found] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.codeHash, hash)))
    .limit(1);
  if (!found) throw codeError('invalid_code');
  const outcome = await inTransaction(db, async (tx): Promise<CheckOutcome> => {
    await lockTarget(tx, purpose, found.target);
    const [latest] = await tx
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.target, found.target)))
      .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
      .limit(1);
    if (!latest || latest.id !== found.id || latest.consumedAt) return { ok: false, error: codeError('invalid_code'), wrong: false };
    if (latest.expiresAt.getTime() <= at.getTime()) return { ok: false, error: codeError('code_expired'), wrong: false };
    if (consume) await tx.update(oneTimeCodes).set({ consumedAt: at }).where(eq(oneTimeCodes.id, latest.id));
    return { ok: true, row: latest };
  });
  if (outcome.ok) return outcome.row;
  throw outcome.error;
}

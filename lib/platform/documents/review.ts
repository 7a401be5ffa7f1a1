import 'server-only';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { LOCALES, type LocalizedText } from '@/lib/domain/locales';
import type { DeclineReason, DocumentDto, DocumentKind, DocumentStatus } from '@/lib/domain/documents/documents';
import type { NoticeData } from '@/lib/domain/notifications/notices';
import { REALTIME_EVENTS, userRoom } from '@/lib/domain/realtime/realtime-events';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { playerDocuments, users } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { serverText } from '@/lib/platform/i18n/server-texts';
import { addNotice, publishNotice } from '@/lib/platform/notifications/notices';
import { publish } from '@/lib/platform/realtime/bus';
import { toDocumentDto, type DocumentRow } from './document-dto';
import { documentStorage } from './document-storage';
import { announceReleasedRewards, releaseHeldRewards } from './held-rewards';
import { documentNumberDigest, selfExcludedHolder } from './document-numbers';
import { refreshVerified } from './verified-state';
import { extendSelfExclusion } from '@/lib/platform/protection/exclusion';
import { log } from '@/lib/platform/log/logger';

/**
 * The operator's review (`npm run verifications`): the queue, one document's picture, approve
 * and decline. A decision leaves `wait` by one guarded UPDATE, and in the same transaction
 * writes the player's verified state and the notice (so the notice exists iff the decision
 * does); after the commit the notice and `verification_document_reviewed` go to the player.
 */

export interface QueuedDocument {
  document: DocumentDto;
  userId: number;
  nickName: string | null;
}

/** The documents in a status (all when none is given), the oldest upload first. */
export async function listForReview(db: Executor, status?: DocumentStatus): Promise<QueuedDocument[]> {
  const where: SQL | undefined = status ? eq(playerDocuments.status, status) : undefined;
  const rows = await db
    .select({ row: playerDocuments, nickName: users.nickName })
    .from(playerDocuments)
    .innerJoin(users, eq(users.id, playerDocuments.userId))
    .where(where)
    .orderBy(asc(playerDocuments.uploadedAt), asc(playerDocuments.id));
  return rows.flatMap(({ row, nickName }) => {
    const document = toDocumentDto(row);
    return document && (status || row.status !== 'none') ? [{ document, userId: row.userId, nickName }] : [];
  });
}

/** One document and its stored picture (null when none was sent, or the file is gone). */
export async function documentFile(db: Executor, documentId: number): Promise<{ document: DocumentDto; userId: number; bytes: Buffer | null } | null> {
  const [row] = await db.select().from(playerDocuments).where(eq(playerDocuments.id, documentId)).limit(1);
  const document = row ? toDocumentDto(row) : null;
  if (!row || !document) return null;
  return { document, userId: row.userId, bytes: row.fileKey ? await documentStorage().get(row.fileKey) : null };
}

const textIn = (path: string): LocalizedText => Object.fromEntries(LOCALES.map((locale) => [locale, serverText(locale, path)]));
const kindTitle = (kind: DocumentKind) => textIn(`documents.kinds.${kind}.title`);

export type ReviewOutcome =
  | {
      ok: true;
      document: DocumentDto;
      isVerified: boolean;
      /** The self-excluded account whose document this is too: this one is now excluded as long (document-numbers.ts). */
      selfExcludedAs: number | null;
    }
  | { ok: false; reason: 'not_found' | 'not_waiting' | 'invalid_number' };

type Decision = { status: 'success'; numberDigest: string | null } | { status: 'cancel'; reason: DeclineReason };

async function decide(db: Executor, documentId: number, decision: Decision): Promise<ReviewOutcome> {
  const result = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(playerDocuments)
      .set({
        status: decision.status,
        declineReason: decision.status === 'cancel' ? decision.reason : null,
        reviewedAt: now(),
        ...(decision.status === 'success' && decision.numberDigest ? { numberDigest: decision.numberDigest } : {}),
      })
      .where(and(eq(playerDocuments.id, documentId), eq(playerDocuments.status, 'wait')))
      .returning();
    if (!row) return null;
    const holder = decision.status === 'success' && decision.numberDigest ? await selfExcludedHolder(tx, decision.numberDigest, row.userId) : null;
    const isVerified = await refreshVerified(tx, row.userId);
    // Real money won while unverified, held until now (held-rewards.ts) — but not to a
    // self-excluded person found again: what they won here waits for the operator.
    const released = isVerified && !holder ? await releaseHeldRewards(tx, row.userId) : null;
    const notice = await addNotice(tx, noticeOf(row, decision));
    return { row, isVerified, notice, released, holder };
  });
  if (!result) {
    const [exists] = await db.select({ id: playerDocuments.id }).from(playerDocuments).where(eq(playerDocuments.id, documentId)).limit(1);
    return { ok: false, reason: exists ? 'not_waiting' : 'not_found' };
  }
  const document = toDocumentDto(result.row)!;
  await publishReviewed(db, result.row.userId, document, result.isVerified, result.notice);
  await announceReleasedRewards(db, result.released);
  const { holder } = result;
  if (holder) {
    log.warn(`verifications: document ${documentId} of player ${result.row.userId} is the document of self-excluded player ${holder.userId}: excluded as long`);
    await extendSelfExclusion(db, result.row.userId, holder.exclusion.until);
  }
  return { ok: true, document, isVerified: result.isVerified, selfExcludedAs: holder?.userId ?? null };
}

/** The notice of a decision, keyed by the document and its upload: each upload is told once. */
function noticeOf(row: DocumentRow, decision: Decision) {
  const kind = row.kind as DocumentKind;
  const upload = row.uploadedAt?.getTime() ?? 0;
  const common = { userId: row.userId, link: '/profile/verification' };
  if (decision.status === 'success') return { ...common, kind: 'document_approved' as const, params: { title: kindTitle(kind) }, key: `document_approved:${row.id}:${upload}` };
  return { ...common, kind: 'document_declined' as const, params: { title: kindTitle(kind), reason: textIn(`documents.reasons.${decision.reason}`) }, key: `document_declined:${row.id}:${upload}` };
}

async function publishReviewed(db: Executor, userId: number, document: DocumentDto, isVerified: boolean, notice: NoticeData | null): Promise<void> {
  await publishNotice(db, notice, userId);
  try {
    const [player] = await db.select({ hash: users.hash }).from(users).where(eq(users.id, userId)).limit(1);
    if (player) await publish(userRoom(player.hash), { type: REALTIME_EVENTS.documentReviewed, document, is_verified: isVerified });
  } catch (error) {
    log.error('verifications: document_reviewed not published', error);
  }
}

/**
 * Approves a document on review; refused when unknown or not waiting (decided already, or nothing
 * sent). `number`: the document's number as the operator reads it (document-numbers.ts), refused
 * when it is not one.
 */
export async function approveDocument(db: Executor, documentId: number, options: { number?: string } = {}): Promise<ReviewOutcome> {
  const numberDigest = options.number === undefined ? null : documentNumberDigest(options.number);
  if (options.number !== undefined && numberDigest === null) return { ok: false, reason: 'invalid_number' };
  return decide(db, documentId, { status: 'success', numberDigest });
}

/** Declines a document on review with a reason the player reads (`documents.reasons.<reason>`); they may send it again. */
export function declineDocument(db: Executor, documentId: number, reason: DeclineReason): Promise<ReviewOutcome> {
  return decide(db, documentId, { status: 'cancel', reason });
}

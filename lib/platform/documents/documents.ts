import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { DOCUMENT_KINDS, DOCUMENT_UPLOAD_WINDOW_SECONDS, DOCUMENT_UPLOADS_PER_HOUR, isVerifiedBy, type DocumentDto, type DocumentsDto } from '@/lib/domain/documents/documents';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { playerDocuments } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { cleanImage, decodeUpload } from './document-image';
import { inKindOrder, toDocumentDto } from './document-dto';
import { documentStorage } from './document-storage';
import { documentError, uploadLimitReached } from './errors';
import { hitThrottle } from '@/lib/platform/auth/throttle';
import { documentUploadsOn } from './switches';
import { refreshVerified } from './verified-state';
import { log } from '@/lib/platform/log/logger';

/**
 * The player's side of identity documents (spec §7 GET/PUT /json-api/verifications). Every kind
 * has a row from the first listing on (made with `on conflict do nothing`, so two first listings
 * at once make one each), so the upload can name the document by id.
 */

async function ensureRows(db: Executor, userId: number): Promise<void> {
  const at = now();
  await db
    .insert(playerDocuments)
    .values(DOCUMENT_KINDS.map((kind) => ({ userId, kind, createdAt: at })))
    .onConflictDoNothing({ target: [playerDocuments.userId, playerDocuments.kind] });
}

/** GET /json-api/verifications: every document of the player, in the tab's order, and the verified state they make. */
export async function listDocuments(db: Executor, userId: number): Promise<DocumentsDto> {
  let rows = await db.select().from(playerDocuments).where(eq(playerDocuments.userId, userId));
  if (rows.length < DOCUMENT_KINDS.length) {
    await ensureRows(db, userId);
    rows = await db.select().from(playerDocuments).where(eq(playerDocuments.userId, userId));
  }
  const data = inKindOrder(rows.flatMap((row) => toDocumentDto(row) ?? []));
  return { data, is_verified: isVerifiedBy(data) };
}

/**
 * PUT /json-api/verifications/{id}: the picture is decoded and cleaned (document-image.ts),
 * stored, and the document goes to `wait` (spec §4: review takes up to 2 hours). Refused when
 * uploads are off, the document is not the player's, it is on review already (`wait`), the
 * player sent DOCUMENT_UPLOADS_PER_HOUR this hour already, the file is over 32 MB, declares more
 * than DOCUMENT_MAX_PIXELS or is not really a jpg or png, or it could not be stored. The work on the picture
 * runs before the row is touched; the row then moves by one guarded UPDATE (`status <> 'wait'`),
 * so of two uploads at once one wins and the other's file is removed again. An approved document
 * may be sent again (a new passport): it goes back to review.
 */
export async function uploadDocument(db: Executor, userId: number, documentId: number, file: string): Promise<DocumentDto> {
  if (!(await documentUploadsOn(db))) throw documentError('verification_disabled');
  const mine = and(eq(playerDocuments.id, documentId), eq(playerDocuments.userId, userId));
  const [current] = await db.select().from(playerDocuments).where(mine).limit(1);
  if (!current) throw documentError('document_not_found');
  if (current.status === 'wait') throw documentError('already_processing');
  // Counted before the picture is decoded (the costly part), in the database so every instance
  // counts against one budget; refused pictures count too.
  const sent = await hitThrottle(db, `document-upload:${userId}`, DOCUMENT_UPLOAD_WINDOW_SECONDS);
  if (sent.hits > DOCUMENT_UPLOADS_PER_HOUR) throw uploadLimitReached(sent.retryAfterSeconds);

  const image = await cleanImage(decodeUpload(file));
  const key = `${userId}/${documentId}-${randomBytes(12).toString('hex')}.${image.format === 'jpeg' ? 'jpg' : 'png'}`;
  const storage = documentStorage();
  try {
    await storage.put(key, image.bytes);
  } catch (error) {
    log.error('verifications: document not stored', error);
    throw documentError('cannot_save');
  }

  const at = now();
  const updated = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(playerDocuments)
      .set({ status: 'wait', fileKey: key, declineReason: null, uploadedAt: at, reviewedAt: null })
      .where(and(mine, ne(playerDocuments.status, 'wait')))
      .returning();
    // An approved document sent again is on review again: the player is verified only by approved documents.
    if (row && current.status === 'success') await refreshVerified(tx, userId);
    return row;
  });
  if (!updated) {
    await storage.delete(key).catch(() => undefined);
    throw documentError('already_processing');
  }
  // The picture it replaces is no longer anyone's to review.
  if (current.fileKey && current.fileKey !== key) await storage.delete(current.fileKey).catch((error: unknown) => log.error('verifications: old file not removed', error));
  return toDocumentDto(updated)!;
}

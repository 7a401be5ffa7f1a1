import { writeFile } from 'node:fs/promises';
import { DECLINE_REASONS, DOCUMENT_STATUSES, isDeclineReason, type DocumentStatus } from '@/lib/domain/documents/documents';
import { getDb } from '@/lib/platform/db/client';
import { approveDocument, declineDocument, documentFile, listForReview, type ReviewOutcome } from '@/lib/platform/documents/review';
import { runCommand } from './run-command';

/**
 * The operator's document review desk (`npm run verifications -- …`), on the database the site
 * uses (DATABASE_URL, or the embedded PGlite in DATA_DIR — stop the site first then) and the same
 * document storage ($DATA_DIR/documents, or DOCUMENTS_DIR).
 *
 *   npm run verifications -- list [--status wait]         documents sent (all but empty slots), oldest first
 *   npm run verifications -- show <id> [--out file.jpg]   one document; --out writes its picture
 *   npm run verifications -- approve <id> [--number N]    approve a document on review; N: its number as printed
 *                                                         (a self-excluded player's document found again excludes this account too)
 *   npm run verifications -- decline <id> --reason <code> decline it (reasons below); the player may send it again
 *
 * Approve and decline tell the player (a notice and a live update of the Verification tab).
 * Exit code 0 on success, 1 on an unknown document or one not on review, 2 on bad usage.
 */

const USAGE = `usage: npm run verifications -- list [--status ${DOCUMENT_STATUSES.join('|')}] | show <id> [--out file] | approve <id> [--number <document number>] | decline <id> --reason <${DECLINE_REASONS.join('|')}>`;

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

const documentId = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

const REFUSALS: Record<Extract<ReviewOutcome, { ok: false }>['reason'], (id: number) => string> = {
  not_found: (id) => `document ${id} not found`,
  not_waiting: (id) => `document ${id} is not on review`,
  invalid_number: () => 'the document number must hold 4 to 32 letters and digits (spaces, dashes, dots and slashes are ignored)',
};

function report(outcome: ReviewOutcome, id: number): number {
  if (outcome.ok) {
    console.log(`document ${id}: ${outcome.document.status}${outcome.document.decline_reason ? ` (${outcome.document.decline_reason})` : ''}; player verified: ${outcome.isVerified ? 'yes' : 'no'}`);
    if (outcome.selfExcludedAs !== null) console.log(`the same document as self-excluded player ${outcome.selfExcludedAs}: this account is now self-excluded as long (prizes held for verification stay held)`);
    return 0;
  }
  console.error(REFUSALS[outcome.reason](id));
  return 1;
}

async function main(args: string[]): Promise<number> {
  const [command, first] = args;
  const db = await getDb();
  if (command === 'list') {
    const status = option(args, '--status');
    if (status !== undefined && !(DOCUMENT_STATUSES as readonly string[]).includes(status)) {
      console.error(USAGE);
      return 2;
    }
    const queue = await listForReview(db, status as DocumentStatus | undefined);
    if (queue.length === 0) console.log('no documents');
    for (const { document: d, userId, nickName } of queue) {
      console.log(`${d.id}\tplayer ${userId}${nickName ? ` (${nickName})` : ''}\t${d.kind}\t${d.status}${d.decline_reason ? ` ${d.decline_reason}` : ''}\tsent ${d.uploaded_at ?? '-'}`);
    }
    return 0;
  }
  const id = documentId(first);
  if (command === 'show' && id) {
    const found = await documentFile(db, id);
    if (!found) {
      console.error(`document ${id} not found`);
      return 1;
    }
    console.log(JSON.stringify({ ...found.document, player: found.userId, stored_bytes: found.bytes?.length ?? null }, null, 2));
    const out = option(args, '--out');
    if (out) {
      if (!found.bytes) {
        console.error(`document ${id} has no stored picture`);
        return 1;
      }
      await writeFile(out, found.bytes, { mode: 0o600 });
      console.log(`written to ${out}`);
    }
    return 0;
  }
  if (command === 'approve' && id) return report(await approveDocument(db, id, { number: option(args, '--number') }), id);
  if (command === 'decline' && id) {
    const reason = option(args, '--reason');
    if (isDeclineReason(reason)) return report(await declineDocument(db, id, reason), id);
  }
  console.error(USAGE);
  return 2;
}

runCommand(main);

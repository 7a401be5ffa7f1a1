import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MAX_PIXELS, DOCUMENT_UPLOADS_PER_HOUR, type DocumentDto } from '@/lib/domain/documents/documents';
import type { NoticeDto } from '@/lib/domain/notifications/notices';
import type { Db } from '@/lib/platform/db/client';
import { fileDocumentStorage, setDocumentStorage } from '@/lib/platform/documents/document-storage';
import { approveDocument, declineDocument, documentFile, listForReview } from '@/lib/platform/documents/review';
import { deposit } from '@/lib/platform/wallet/credits';
import { GET as listRoute } from '@/app/json-api/verifications/route';
import { PUT as uploadRoute } from '@/app/json-api/verifications/[id]/route';
import { GET as profileRoute } from '@/app/json-api/users/profile/route';
import { GET as noticesRoute } from '@/app/json-api/user-notifications/route';
import { POST as createContact } from '@/app/json-api/players/contacts/create/[type]/route';
import { POST as confirmPhone } from '@/app/json-api/players/phones/confirm/route';
import { POST as requestPayout } from '@/app/json-api/treasury/user-payout/[method]/route';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api, lastSms, resetThrottles, uniquePhone, withConfig } from './helpers/accounts';
import { heard } from './helpers/heard';
import { registerPlayer, type TestPlayer } from './helpers/players';
import { key } from './helpers/wallet';
import { pngDeclaring } from './helpers/png-declaring';

/**
 * Identity documents (spec §3 "Verification item", §4, §5, §6, §7 GET/PUT
 * /json-api/verifications, §8): listing, uploading (checked, cleaned, stored outside the web
 * root), the operator's review with its notice and live event, and the payout rule.
 */
type Errors = { errors: { code: string; field?: string }[] };

let db: Db;
let storageDir: string;
beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  db = await openSeededDb();
  storageDir = await mkdtemp(path.join(tmpdir(), 'croupier-documents-'));
  setDocumentStorage(fileDocumentStorage(storageDir));
});
afterEach(async () => {
  await resetThrottles(db);
});
afterAll(async () => {
  setDocumentStorage(undefined);
  await rm(storageDir, { recursive: true, force: true });
  await closeTestDb();
});

const list = (p: TestPlayer, lang = 'ru') => api<{ data: DocumentDto[]; is_verified: boolean } & Errors>(listRoute, '/json-api/verifications', { bearer: p.bearer, lang });
const upload = (p: TestPlayer, id: number | string, body: unknown) =>
  api<{ data: DocumentDto } & Errors, { id: string }>(uploadRoute, `/json-api/verifications/${id}`, { method: 'PUT', bearer: p.bearer, body, params: { id: String(id) } });
const docOf = async (p: TestPlayer, kind: DocumentDto['kind']) => (await list(p)).body.data.find((d) => d.kind === kind)!;

/** A photo as a phone takes it: a jpeg with EXIF (camera, orientation, a comment). */
async function photoWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 40, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 1, exif: { IFD0: { Make: 'TestCam', Model: 'Secret Phone', ImageDescription: 'home address' } } })
    .toBuffer();
}

const dataUrl = (bytes: Buffer, mime = 'image/jpeg') => `data:${mime};base64,${bytes.toString('base64')}`;

it('lists one empty document per kind to a player, in the tab’s order, and nothing to a guest', async () => {
  expect((await api(listRoute, '/json-api/verifications')).status).toBe(401);
  const p = await registerPlayer();
  const res = await list(p);
  expect(res.status).toBe(200);
  expect(res.body.is_verified).toBe(false);
  expect(res.body.data.map((d) => [d.kind, d.group, d.status, d.required])).toEqual([
    ['passport_main', 'identity', 'none', true],
    ['passport_registration', 'identity', 'none', false],
    ['selfie_with_passport', 'identity', 'none', true],
    ['card_front', 'bank_card', 'none', false],
    ['wallet_screenshot', 'e_wallet', 'none', false],
    ['additional', 'additional', 'none', false],
  ]);
  // Listing again keeps the same ids (the upload names them).
  expect((await list(p)).body.data.map((d) => d.id)).toEqual(res.body.data.map((d) => d.id));
});

it('takes a jpeg, stores it without its EXIF outside the web root, and puts the document on review', async () => {
  const p = await registerPlayer();
  const doc = await docOf(p, 'passport_main');
  const photo = await photoWithExif();
  expect((await sharp(photo).metadata()).exif).toBeDefined();

  const res = await upload(p, doc.id, { file: dataUrl(photo) });
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ id: doc.id, kind: 'passport_main', status: 'wait', decline_reason: null });
  expect(res.body.data.uploaded_at).not.toBeNull();
  expect((await docOf(p, 'passport_main')).status).toBe('wait');

  const stored = await documentFile(db, doc.id);
  const meta = await sharp(stored!.bytes!).metadata();
  expect([meta.format, meta.width, meta.height, meta.exif, meta.icc]).toEqual(['jpeg', 64, 40, undefined, undefined]);
  expect(stored!.bytes!.includes(Buffer.from('Secret Phone'))).toBe(false);
  expect(await readdir(path.join(storageDir, String(p.id)))).toHaveLength(1);
});

it('takes bare base64 of a png too', async () => {
  const p = await registerPlayer();
  const doc = await docOf(p, 'card_front');
  const png = await sharp({ create: { width: 10, height: 10, channels: 4, background: '#00ff00' } }).png().toBuffer();
  const res = await upload(p, doc.id, { file: png.toString('base64') });
  expect([res.status, res.body.data.status]).toEqual([200, 'wait']);
  expect((await sharp((await documentFile(db, doc.id))!.bytes!).metadata()).format).toBe('png');
});

it('refuses what is not really a jpg or png as wrong_mime_type, whatever it claims to be', async () => {
  const p = await registerPlayer();
  const doc = await docOf(p, 'passport_main');
  const text = Buffer.from('This is a text file renamed to passport.png\n'.repeat(20));
  const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).gif().toBuffer();
  for (const file of [dataUrl(text, 'image/png'), text.toString('base64'), dataUrl(gif, 'image/png'), dataUrl(gif, 'image/gif'), 'not base64 at all!', dataUrl((await photoWithExif()).subarray(0, 200))]) {
    const res = await upload(p, doc.id, { file });
    expect([res.status, res.body.errors]).toEqual([400, [{ code: 'wrong_mime_type', field: 'file' }]]);
  }
  expect((await docOf(p, 'passport_main')).status).toBe('none');
});

it('refuses a file over 32 MB with 413 file_too_large, and a body past the limit with 413', async () => {
  const p = await registerPlayer();
  const doc = await docOf(p, 'passport_main');
  // One byte over 32 MB decoded: refused by its size before anything is decoded.
  const over = Buffer.alloc(DOCUMENT_MAX_BYTES + 3, 0x41).toString('base64');
  const res = await upload(p, doc.id, { file: `data:image/jpeg;base64,${over}` });
  expect([res.status, res.body.errors]).toEqual([413, [{ code: 'file_too_large', field: 'file' }]]);
  const tooBig = await api<Errors, { id: string }>(uploadRoute, `/json-api/verifications/${doc.id}`, {
    method: 'PUT',
    bearer: p.bearer,
    params: { id: String(doc.id) },
    headers: { 'content-length': String(60 * 1024 * 1024), 'content-type': 'application/json' },
    rawBody: '{}',
  });
  expect([tooBig.status, tooBig.body.errors]).toEqual([413, [{ code: 'payload_too_large' }]]);
  expect((await docOf(p, 'passport_main')).status).toBe('none');
});

it('refuses a picture declaring more than 50 megapixels with 413 image_too_large, from its header, before decoding it', async () => {
  const p = await registerPlayer();
  const doc = await docOf(p, 'passport_main');
  // A decompression bomb: a few hundred bytes declaring 20 000 × 20 000 (1.6 GB of pixels decoded).
  const bomb = pngDeclaring(20_000, 20_000);
  expect(bomb.length).toBeLessThan(1024);
  // Refused from its header: sharp reads the header (metadata), and no output that decodes the
  // pixels (toBuffer, toFile, stats) is ever asked for. The same sharp the upload's code loads.
  const pipeline = sharp.prototype as Sharp;
  const decodes = (['toBuffer', 'toFile', 'stats'] as const).map((method) => jest.spyOn(pipeline, method));
  const headerReads = jest.spyOn(pipeline, 'metadata');
  try {
    const res = await upload(p, doc.id, { file: dataUrl(bomb, 'image/png') });
    expect([res.status, res.body.errors]).toEqual([413, [{ code: 'image_too_large', field: 'file' }]]);
    // Just over the cap too (a real photo's width, an impossible height).
    const over = await upload(p, doc.id, { file: dataUrl(pngDeclaring(10_000, DOCUMENT_MAX_PIXELS / 10_000 + 1), 'image/png') });
    expect([over.status, over.body.errors]).toEqual([413, [{ code: 'image_too_large', field: 'file' }]]);
    expect(headerReads).toHaveBeenCalledTimes(2);
    expect(decodes.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0]);
  } finally {
    for (const spy of [...decodes, headerReads]) spy.mockRestore();
  }
  expect((await docOf(p, 'passport_main')).status).toBe('none');
});

it(`takes at most ${DOCUMENT_UPLOADS_PER_HOUR} uploads per player per hour, refused ones included: then 429 request_limit_exceeded with retry_after`, async () => {
  const p = await registerPlayer();
  const doc = await docOf(p, 'additional');
  const text = dataUrl(Buffer.from('not a picture\n'.repeat(10)), 'image/png');
  for (let i = 0; i < DOCUMENT_UPLOADS_PER_HOUR; i += 1) expect((await upload(p, doc.id, { file: text })).status).toBe(400);
  const photo = dataUrl(await photoWithExif());
  const limited = await upload(p, doc.id, { file: photo });
  expect([limited.status, limited.body.errors]).toEqual([429, [{ code: 'request_limit_exceeded' }]]);
  const wait = (limited.body as unknown as { retry_after: number }).retry_after;
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(3600);
  expect(limited.headers.get('retry-after')).toBe(String(wait));
  expect((await docOf(p, 'additional')).status).toBe('none');
  // Another player's uploads are their own.
  const q = await registerPlayer();
  expect((await upload(q, (await docOf(q, 'additional')).id, { file: photo })).status).toBe(200);
});

it('answers a malformed body, an unknown id and another player’s document with clear 4xx', async () => {
  const p = await registerPlayer();
  const other = await registerPlayer();
  const mine = await docOf(p, 'passport_main');
  const theirs = await docOf(other, 'passport_main');
  expect((await upload(p, mine.id, {})).body.errors).toEqual([{ code: 'required', field: 'file' }]);
  expect((await upload(p, mine.id, { file: 42 })).body.errors).toEqual([{ code: 'invalid_value', field: 'file' }]);
  const badJson = await api<Errors, { id: string }>(uploadRoute, `/json-api/verifications/${mine.id}`, { method: 'PUT', bearer: p.bearer, rawBody: '{"file":', params: { id: String(mine.id) } });
  expect([badJson.status, badJson.body.errors]).toEqual([400, [{ code: 'invalid_json' }]]);
  const photo = dataUrl(await photoWithExif());
  expect([(await upload(p, theirs.id, { file: photo })).status, (await upload(p, theirs.id, { file: photo })).body.errors]).toEqual([404, [{ code: 'document_not_found' }]]);
  expect((await upload(p, 2_000_000_000, { file: photo })).body.errors).toEqual([{ code: 'document_not_found' }]);
  expect([(await upload(p, 'abc', { file: photo })).status, (await upload(p, '0', { file: photo })).status]).toEqual([404, 404]);
  const guest = await api<Errors, { id: string }>(uploadRoute, `/json-api/verifications/${mine.id}`, { method: 'PUT', body: { file: photo }, params: { id: String(mine.id) } });
  expect(guest.status).toBe(401);
});

it('refuses a second upload while the document is on review (409 already_processing), also when two race', async () => {
  const p = await registerPlayer();
  const doc = await docOf(p, 'selfie_with_passport');
  const photo = dataUrl(await photoWithExif());
  const both = await Promise.all([upload(p, doc.id, { file: photo }), upload(p, doc.id, { file: photo })]);
  expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  const again = await upload(p, doc.id, { file: photo });
  expect([again.status, again.body.errors]).toEqual([409, [{ code: 'already_processing' }]]);
  // The loser's file did not stay behind.
  expect(await readdir(path.join(storageDir, String(p.id)))).toHaveLength(1);
});

it('refuses uploads while the operator has them switched off (server config or environment)', async () => {
  const p = await registerPlayer();
  const doc = await docOf(p, 'passport_main');
  const photo = dataUrl(await photoWithExif());
  const restore = await withConfig((config) => ({ ...config, documents: { uploads: false, requiredForPayout: true } }));
  try {
    const res = await upload(p, doc.id, { file: photo });
    expect([res.status, res.body.errors]).toEqual([503, [{ code: 'verification_disabled' }]]);
  } finally {
    await restore();
  }
  process.env.DOCUMENT_UPLOADS = 'off';
  try {
    expect((await upload(p, doc.id, { file: photo })).body.errors).toEqual([{ code: 'verification_disabled' }]);
  } finally {
    delete process.env.DOCUMENT_UPLOADS;
  }
  expect((await upload(p, doc.id, { file: photo })).status).toBe(200);
});

it('the operator approves and declines: the player is told (notice and live event) and verified by the required documents', async () => {
  const p = await registerPlayer();
  const photo = dataUrl(await photoWithExif());
  const main = await docOf(p, 'passport_main');
  const selfie = await docOf(p, 'selfie_with_passport');
  expect((await approveDocument(db, main.id)).ok).toBe(false);
  await upload(p, main.id, { file: photo });
  await upload(p, selfie.id, { file: photo });
  expect((await listForReview(db, 'wait')).filter((q) => q.userId === p.id).map((q) => q.document.kind)).toEqual(['passport_main', 'selfie_with_passport']);

  const approved = await heard(p, () => approveDocument(db, main.id));
  expect(approved.find((m) => m.type === 'verification_document_reviewed')).toMatchObject({ document: { id: main.id, status: 'success' }, is_verified: false });
  expect(approved.find((m) => m.type === 'notification_update')).toMatchObject({ notice: { kind: 'document_approved', button: { link: '/profile/verification' } } });
  expect(await approveDocument(db, main.id)).toEqual({ ok: false, reason: 'not_waiting' });
  expect(await approveDocument(db, 2_000_000_000)).toEqual({ ok: false, reason: 'not_found' });

  const declined = await heard(p, () => declineDocument(db, selfie.id, 'glare'));
  expect(declined.find((m) => m.type === 'verification_document_reviewed')).toMatchObject({ document: { id: selfie.id, status: 'cancel', decline_reason: 'glare' }, is_verified: false });
  const notices = (await api<{ data: { data: NoticeDto[] } }>(noticesRoute, '/json-api/user-notifications', { bearer: p.bearer, lang: 'en' })).body.data.data;
  expect(notices.map((n) => n.msg)).toEqual([
    'Your document “Selfie with passport” was declined: glare on the document. Please upload it again.',
    'Your document “Passport: main page” was approved.',
  ]);
  expect(await docOf(p, 'selfie_with_passport')).toMatchObject({ status: 'cancel', decline_reason: 'glare' });

  // Sent again after the decline, approved: both required documents → verified, in the list and the profile.
  expect((await upload(p, selfie.id, { file: photo })).body.data).toMatchObject({ status: 'wait', decline_reason: null });
  const last = await heard(p, () => approveDocument(db, selfie.id));
  expect(last.find((m) => m.type === 'verification_document_reviewed')).toMatchObject({ is_verified: true });
  expect((await list(p)).body.is_verified).toBe(true);
  expect((await api<{ data: { is_verified: boolean } }>(profileRoute, '/json-api/users/profile', { bearer: p.bearer })).body.data.is_verified).toBe(true);
  // The stored pictures are the operator's to read (never served over HTTP).
  expect((await documentFile(db, selfie.id))!.bytes!.length).toBeGreaterThan(0);
});

it('refuses a payout until the documents are approved (spec §6), after the phone check, unless the operator switched the rule off', async () => {
  const p = await registerPlayer({ currency: 'RUB' });
  await deposit(db, { transactionId: key('documents-payout'), userId: p.id, currency: 'RUB', amount: 100_000 });
  const ask = () => api<Errors, { method: string }>(requestPayout, '/json-api/treasury/user-payout/card', { bearer: p.bearer, body: { amount: 10_000, account: '4111111111111111' }, params: { method: 'card' } });
  // The phone comes first in the order of refusals.
  expect((await ask()).body.errors).toEqual([{ code: 'phone_not_verified' }]);
  const phone = uniquePhone();
  await api(createContact, '/json-api/players/contacts/create/phone', { body: { value: phone }, bearer: p.bearer, params: { type: 'phone' } });
  await api(confirmPhone, '/json-api/players/phones/confirm', { body: { phone, code: await lastSms(phone) }, bearer: p.bearer });
  const refused = await ask();
  expect([refused.status, refused.body.errors]).toEqual([400, [{ code: 'documents_not_verified' }]]);

  const restore = await withConfig((config) => ({ ...config, documents: { uploads: true, requiredForPayout: false } }));
  try {
    expect((await ask()).status).toBe(200);
  } finally {
    await restore();
  }
  expect((await ask()).body.errors).toEqual([{ code: 'documents_not_verified' }]);

  const photo = dataUrl(await photoWithExif());
  for (const kind of ['passport_main', 'selfie_with_passport'] as const) {
    const doc = await docOf(p, kind);
    await upload(p, doc.id, { file: photo });
    await approveDocument(db, doc.id);
  }
  expect((await ask()).status).toBe(200);
});


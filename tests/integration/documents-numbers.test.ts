import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { playerDocuments, playerProtection, users } from '@/lib/platform/db/schema';
import { takeExclusion } from '@/lib/platform/protection/exclusion';
import { approveDocument } from '@/lib/platform/documents/review';
import { POST as login } from '@/app/json-api/login/route';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api, PASSWORD, resetThrottles } from './helpers/accounts';
import { registerPlayer } from './helpers/players';
import { documentsWaiting, emailOf } from './helpers/documents';

/**
 * A self-excluded person who comes back under another e-mail and phone shows the same identity
 * document at verification: the operator enters its number on approval, and the new account is
 * excluded as long as the first (lib/platform/documents/document-numbers.ts).
 */
let db: Db;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  db = await openSeededDb();
});
afterEach(async () => {
  await resetThrottles(db);
});
afterAll(async () => {
  await closeTestDb();
});

const logIn = async (userId: number) => api<{ errors?: { code: string }[] }>(login, '/json-api/login', { body: { login: await emailOf(db, userId), password: PASSWORD } });
const protection = async (userId: number) => (await db.select().from(playerProtection).where(eq(playerProtection.userId, userId)))[0];

/** A player verified with the passport number `number`, then self-excluded for `period`. */
async function selfExcludedWith(number: string, period: '6m' | 'permanent') {
  const first = await registerPlayer();
  const [passport, other] = (await documentsWaiting(db, first.id)) as [number, number];
  expect(await approveDocument(db, passport, { number })).toMatchObject({ ok: true, selfExcludedAs: null });
  expect(await approveDocument(db, other)).toMatchObject({ ok: true, selfExcludedAs: null });
  await takeExclusion(db, first.id, 'self_exclusion', period);
  return first;
}

it('the same document on a new account: approved, and the account is self-excluded until the same end; login refused', async () => {
  const first = await selfExcludedWith('AB 123456', '6m');
  const second = await registerPlayer();
  expect((await logIn(second.id)).status).toBe(200);
  const [passport, other] = (await documentsWaiting(db, second.id)) as [number, number];

  // Written differently: one number all the same.
  const outcome = await approveDocument(db, passport, { number: 'ab-123 456' });
  expect(outcome).toMatchObject({ ok: true, selfExcludedAs: first.id, document: { status: 'success' } });
  const [mine, theirs] = [await protection(second.id), await protection(first.id)];
  expect(mine).toMatchObject({ exclusionKind: 'self_exclusion', exclusionPermanent: false });
  expect(mine!.excludedUntil!.getTime()).toBe(theirs!.excludedUntil!.getTime());
  const refused = await logIn(second.id);
  expect([refused.status, refused.body.errors?.[0]?.code]).toEqual([403, 'account_self_excluded']);
  // The rest of the review goes on as usual.
  expect(await approveDocument(db, other)).toMatchObject({ ok: true, selfExcludedAs: null });
  expect((await db.select({ verified: users.isVerified }).from(users).where(eq(users.id, second.id)))[0]!.verified).toBe(true);
});

it('a permanent self-exclusion follows the document for good; another number, or no number, excludes nobody', async () => {
  await selfExcludedWith('ZX-998877', 'permanent');
  const same = await registerPlayer();
  const [passport] = (await documentsWaiting(db, same.id)) as [number];
  await approveDocument(db, passport, { number: 'zx998877' });
  expect(await protection(same.id)).toMatchObject({ exclusionKind: 'self_exclusion', exclusionPermanent: true, excludedUntil: null });

  const stranger = await registerPlayer();
  const [a, b] = (await documentsWaiting(db, stranger.id)) as [number, number];
  expect(await approveDocument(db, a, { number: 'ZX998878' })).toMatchObject({ ok: true, selfExcludedAs: null });
  expect(await approveDocument(db, b)).toMatchObject({ ok: true, selfExcludedAs: null });
  expect(await protection(stranger.id)).toBeUndefined();
  expect((await logIn(stranger.id)).status).toBe(200);
});

it('a time-out, or a self-exclusion that has ended, is not carried over', async () => {
  const paused = await registerPlayer();
  const [doc] = (await documentsWaiting(db, paused.id)) as [number];
  await approveDocument(db, doc, { number: 'TT555000' });
  await takeExclusion(db, paused.id, 'time_out', '24h');
  const again = await registerPlayer();
  const [passport] = (await documentsWaiting(db, again.id)) as [number];
  expect(await approveDocument(db, passport, { number: 'TT555000' })).toMatchObject({ ok: true, selfExcludedAs: null });
  expect(await protection(again.id)).toBeUndefined();

  const ended = await selfExcludedWith('EE000111', '6m');
  await db.update(playerProtection).set({ excludedUntil: new Date(Date.now() - 1000) }).where(eq(playerProtection.userId, ended.id));
  const back = await registerPlayer();
  const [theirs] = (await documentsWaiting(db, back.id)) as [number];
  expect(await approveDocument(db, theirs, { number: 'EE000111' })).toMatchObject({ ok: true, selfExcludedAs: null });
});

it('a number that is not one is refused and the document stays on review; the number is kept only as a digest', async () => {
  const p = await registerPlayer();
  const [doc] = (await documentsWaiting(db, p.id)) as [number];
  expect(await approveDocument(db, doc, { number: '12' })).toEqual({ ok: false, reason: 'invalid_number' });
  expect(await approveDocument(db, doc, { number: 'AB#123456' })).toEqual({ ok: false, reason: 'invalid_number' });
  const [row] = await db.select().from(playerDocuments).where(and(eq(playerDocuments.id, doc)));
  expect(row!.status).toBe('wait');
  await approveDocument(db, doc, { number: 'QQ 424242' });
  const [kept] = await db.select().from(playerDocuments).where(eq(playerDocuments.id, doc));
  expect(kept!.numberDigest).toMatch(/^[0-9a-f]{64}$/);
  expect(kept!.numberDigest).not.toContain('424242');
});

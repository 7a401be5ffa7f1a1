import type { DepositStartDto } from '@/lib/domain/cashbox/cashbox-types';
import { formatMoney } from '@/lib/domain/money';
import { NOTICE_PAGE_SIZE, type NoticeDto } from '@/lib/domain/notifications/notices';
import type { Db } from '@/lib/platform/db/client';
import { declinePayout, payPayout } from '@/lib/platform/cashbox/payouts';
import { addNotice } from '@/lib/platform/notifications/notices';
import { deposit } from '@/lib/platform/wallet/credits';
import { GET as marbella } from '@/app/json-api/treasury/user/marbella/deposit/[method]/[amount]/route';
import { POST as complete } from '@/app/json-api/treasury/sandbox/[token]/complete/route';
import { POST as createContact } from '@/app/json-api/players/contacts/create/[type]/route';
import { POST as confirmPhone } from '@/app/json-api/players/phones/confirm/route';
import { POST as requestPayout } from '@/app/json-api/treasury/user-payout/[method]/route';
import { GET as listNotices } from '@/app/json-api/user-notifications/route';
import { POST as readNotice } from '@/app/json-api/user-notifications/read/[id]/route';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api, lastSms, resetThrottles, uniquePhone } from './helpers/accounts';
import { heard } from './helpers/heard';
import { registerPlayer, type TestPlayer } from './helpers/players';
import { key } from './helpers/wallet';
import { approveDocuments } from './helpers/documents';

/** Notices (spec §4 "Notifications", §7 user-notifications): produced by real money events, listed, read once, live. */
type Player = TestPlayer;
type List = { data: { data: NoticeDto[]; unread: number } };
type Errors = { errors: { code: string }[] };
const amountOf = (n: NoticeDto) => ('amount' in n.params ? n.params.amount : null);

let db: Db;
beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  db = await openSeededDb();
});
afterEach(async () => {
  await resetThrottles(db);
});
afterAll(async () => {
  await closeTestDb();
});

const player = () => registerPlayer({ currency: 'RUB' });

const list = (p: Player, lang = 'ru', offset?: number) =>
  api<List>(listNotices, `/json-api/user-notifications${offset === undefined ? '' : `?offset=${offset}`}`, { bearer: p.bearer, lang });
const read = (p: Player, id: number | string) => api<{ data: { success: boolean; unread: number } } & Errors, { id: string }>(readNotice, `/json-api/user-notifications/read/${id}`, {
  bearer: p.bearer,
  method: 'POST',
  params: { id: String(id) },
});

async function depositThroughSandbox(p: Player, amount: number, outcome: 'paid' | 'declined'): Promise<number> {
  const started = await api<{ data: DepositStartDto }, { method: string; amount: string }>(marbella, `/json-api/treasury/user/marbella/deposit/card/${amount}`, {
    bearer: p.bearer,
    params: { method: 'card', amount: String(amount) },
  });
  const token = started.body.data.redirectUrl.split('/').pop()!;
  const done = await api<unknown, { token: string }>(complete, `/json-api/treasury/sandbox/${token}/complete`, { params: { token }, body: { outcome } });
  expect(done.status).toBe(200);
  return started.body.data.deposit_id;
}

it('a paid deposit tells the player once, in the reader’s language, live and in the list', async () => {
  const p = await player();
  expect((await list(p)).body.data).toEqual({ data: [], unread: 0 });
  const events = await heard(p, () => depositThroughSandbox(p, 150_000, 'paid'));
  const live = events.find((m) => m.type === 'notification_update');
  expect(live).toMatchObject({ notice: { status: 'new', kind: 'deposit_paid', params: { amount: 150_000, currency: 'RUB' }, button: { link: '/cashbox' } } });
  expect(live && 'notice' in live && 'msg' in live.notice).toBe(false);

  const ru = (await list(p, 'ru')).body.data;
  // The deposit, then (older, same transaction) the first-deposit achievement and its gift.
  expect(ru.data.map((n) => n.kind)).toEqual(['deposit_paid', 'achievement_completed', 'gift_received']);
  expect(ru.unread).toBe(3);
  expect(ru.data[0]!.msg).toBe(`Депозит ${formatMoney(150_000, 'RUB', 'ru')} зачислен на ваш счёт.`);
  expect(ru.data[0]!.msg).toMatch(/^Депозит 1\s500,00\s₽/);
  const en = (await list(p, 'en')).body.data;
  expect(en.data[0]!.msg).toBe(`Your deposit of ${formatMoney(150_000, 'RUB', 'en')} has been credited.`);
  expect((await list(p, 'it')).body.data.data[0]!.msg).toBe(`Il tuo deposito di ${formatMoney(150_000, 'RUB', 'it')} è stato accreditato.`);
});

it('a declined deposit, a paid and a declined payout each tell the player; a cancel by the player does not', async () => {
  const p = await player();
  await depositThroughSandbox(p, 20_000, 'declined');
  await deposit(db, { transactionId: key('notice-money'), userId: p.id, currency: 'RUB', amount: 500_000 });
  const phone = uniquePhone();
  await api(createContact, '/json-api/players/contacts/create/phone', { body: { value: phone }, bearer: p.bearer, params: { type: 'phone' } });
  await api(confirmPhone, '/json-api/players/phones/confirm', { body: { phone, code: await lastSms(phone) }, bearer: p.bearer });
  await approveDocuments(db, p.id);
  const ask = async (amount: number) =>
    (await api<{ data: { id: number } }, { method: string }>(requestPayout, '/json-api/treasury/user-payout/card', { bearer: p.bearer, body: { amount, account: '4111 1111 1111 1111' }, params: { method: 'card' } })).body.data.id;
  const paid = await ask(10_000);
  const declined = await ask(20_000);
  await payPayout(db, paid);
  await declinePayout(db, declined);
  // Deciding again changes nothing and tells nothing more.
  await payPayout(db, paid);
  const kinds = (await list(p, 'en')).body.data.data.map((n) => [n.kind, amountOf(n)]);
  expect(kinds).toEqual([
    ['payout_declined', 20_000],
    ['payout_paid', 10_000],
    // The verified phone completed its achievement, which brought a gift.
    ['achievement_completed', null],
    ['gift_received', null],
    ['deposit_declined', 20_000],
  ]);
});

it('reading removes the notice from the list and the counter, in every tab, once; another player’s notice is not found', async () => {
  const p = await player();
  const other = await player();
  await depositThroughSandbox(p, 30_000, 'paid');
  // The deposit's notice (the first-deposit achievement and its gift told two more).
  const [notice, ...others] = (await list(p)).body.data.data;
  expect(notice!.kind).toBe('deposit_paid');
  const events = await heard(p, async () => {
    const first = await read(p, notice!.id);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ success: true, unread: 2 });
  });
  expect(events).toEqual([{ type: 'notification_remove', id: notice!.id }]);
  expect((await list(p)).body.data).toEqual({ data: others, unread: 2 });
  // A second tab reading it again: the same answer, no second event.
  expect(await heard(p, async () => expect((await read(p, notice!.id)).body.data).toEqual({ success: true, unread: 2 }))).toEqual([]);

  const theirs = await read(other, notice!.id);
  expect(theirs.status).toBe(404);
  expect(theirs.body.errors[0]!.code).toBe('not_found');
  expect((await read(p, 'abc')).status).toBe(404);
  expect((await read(p, 99_999_999)).status).toBe(404);
  expect((await api(listNotices, '/json-api/user-notifications')).status).toBe(401);
  expect((await api(listNotices, '/json-api/user-notifications?offset=-1', { bearer: p.bearer })).status).toBe(400);
});

it('pages by offset, newest first; the same fact added twice is one notice', async () => {
  const p = await player();
  const total = NOTICE_PAGE_SIZE + 5;
  for (let i = 0; i < total; i += 1) {
    await addNotice(db, { userId: p.id, kind: 'deposit_paid', params: { amount: 100 * (i + 1), currency: 'RUB' }, link: null, key: `test-page:${p.id}:${i}` });
  }
  expect(await addNotice(db, { userId: p.id, kind: 'deposit_paid', params: { amount: 1, currency: 'RUB' }, link: null, key: `test-page:${p.id}:0` })).toBeNull();
  const first = (await list(p, 'en')).body.data;
  expect(first.unread).toBe(total);
  expect(first.data).toHaveLength(NOTICE_PAGE_SIZE);
  expect(amountOf(first.data[0]!)).toBe(100 * total);
  expect(first.data[0]!.button).toBeNull();
  const second = (await list(p, 'en', NOTICE_PAGE_SIZE)).body.data.data;
  expect(second.map((n) => amountOf(n))).toEqual([500, 400, 300, 200, 100]);
});

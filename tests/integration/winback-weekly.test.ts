import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { BalanceDto } from '@/lib/domain/accounts/account-types';
import { WEEK_MS, weekKey, weekStartOf, winbackGiftKey, WINBACK_WAGER } from '@/lib/domain/winback/winback';
import { advanceClock, now, resetClock } from '@/lib/platform/clock';
import type { Db } from '@/lib/platform/db/client';
import { gameRounds, levels, playerProgress, playerProtection, userGifts, userNotifications, users, winbackWeeks } from '@/lib/platform/db/schema';
import { getStaticPage } from '@/lib/platform/content/static-pages';
import { getBalance } from '@/lib/platform/accounts/balance';
import { activateGift } from '@/lib/platform/gift-activation/gift-activation';
import { forgetWinbackCache } from '@/lib/platform/gift-activation/winback';
import { onMessage, type RealtimeMessage } from '@/lib/platform/realtime/bus';
import { deposit } from '@/lib/platform/wallet/credits';
import { payDueWinback, payWinbackWeek } from '@/lib/platform/winback/weekly-payout';
import { GET as balanceRoute } from '@/app/json-api/users/balance/route';
import { api } from './helpers/accounts';
import { wallet } from './helpers/gift-activation';
import { registerPlayer, type TestPlayer } from './helpers/players';
import { withSeededDb } from './helpers/test-db';
import { gameRunOf, spin } from './helpers/studio-play';

/**
 * The weekly win-back (the /winback page: "credited every Monday, by level"): a week's net
 * real-money losses earn the player's level's percent (seeded: level 10 6 %, level 8 4 %, level 1
 * none), shown as the balance's `winback` while the week runs and paid on the next Monday
 * 00:00 UTC as a gift with reason `cashback` — once per player and week, however many sweeps run,
 * at once or after a restart that missed the Monday.
 */
let db: Db;
withSeededDb((opened) => (db = opened));
beforeEach(async () => {
  forgetWinbackCache();
  await db.delete(winbackWeeks);
});
afterEach(() => resetClock());

const SLOT = 'cherry-blaze';
const HOUR = 3_600_000;

async function player(level: number): Promise<TestPlayer> {
  const p = await registerPlayer();
  await deposit(db, { transactionId: `wb-dep:${randomUUID()}`, userId: p.id, currency: 'RUB', amount: 1_000_000 });
  await db.insert(playerProgress).values({ userId: p.id, level }).onConflictDoUpdate({ target: playerProgress.userId, set: { level } });
  return p;
}

const run = (p: TestPlayer) => gameRunOf(p, SLOT);

/** A round row at `at` (a week cannot be waited for). */
async function roundAt(p: TestPlayer, sessionId: string, at: Date, bet: number, win: number, extra: Partial<typeof gameRounds.$inferInsert> = {}) {
  await db.insert(gameRounds).values({ sessionId, roundId: randomUUID(), gameId: 1, userId: p.id, mode: 'real', currency: 'RUB', bet, win, outcome: { kind: 'slot' }, createdAt: at, ...extra });
}

const balance = async (p: TestPlayer) => (await api<{ data: BalanceDto }>(balanceRoute, '/json-api/users/balance', { bearer: p.bearer })).body.data;
const winbackGifts = (p: TestPlayer) => db.select().from(userGifts).where(and(eq(userGifts.userId, p.id), eq(userGifts.reason, 'cashback')));
/** Moves the app clock to `at` (later than now). */
const moveTo = (at: Date) => advanceClock(at.getTime() - now().getTime());

it('a week’s losses show as the balance’s winback and are paid on the next Monday as a cashback gift of the level’s percent', async () => {
  const p = await player(10);
  const rookie = await player(1);
  const info = await run(p);
  const rookieRun = await run(rookie);
  const week = weekStartOf(now());
  const t = now();
  await roundAt(p, info.session_id, new Date(week.getTime() - HOUR), 90_000, 0); // the week before: not this week's
  await roundAt(p, info.session_id, t, 30_000, 5_000);
  await roundAt(p, info.session_id, t, 20_000, 0);
  await roundAt(p, info.session_id, t, 7_000, 0, { mode: 'demo' }); // play money
  await roundAt(p, info.session_id, t, 7_000, 0, { giftId: 999_999 }); // a free round: the house's stake
  await roundAt(p, info.session_id, t, 7_000, 0, { currency: 'EUR' }); // another currency
  await roundAt(rookie, rookieRun.session_id, t, 50_000, 0);
  // 450.00 lost this week at 6 %.
  expect((await balance(p)).winback).toBe(2_700);
  expect((await balance(rookie)).winback).toBe(0);

  // Today's sweep pays the week before (900.00 lost at 6 %), not this one: it has not ended.
  await payDueWinback(db);
  expect((await winbackGifts(p)).map((g) => [g.grantKey, g.terms])).toEqual([[winbackGiftKey(p.id, new Date(week.getTime() - WEEK_MS)), expect.objectContaining({ amounts: { RUB: 5_400 } })]]);

  moveTo(new Date(week.getTime() + WEEK_MS + 10 * 60_000));
  const runs = await payDueWinback(db);
  expect(runs.map((r) => r.week)).toEqual([weekKey(week)]);
  const gift = (await winbackGifts(p)).find((g) => g.grantKey === winbackGiftKey(p.id, week));
  expect(gift).toMatchObject({ type: 'cash', state: 'received', reason: 'cashback', grantKey: winbackGiftKey(p.id, week), terms: { type: 'cash', amounts: { RUB: 2_700 }, to: 'bonus', wager: WINBACK_WAGER } });
  expect(await winbackGifts(rookie)).toEqual([]);
  const notices = await db.select().from(userNotifications).where(eq(userNotifications.userId, p.id));
  expect(notices.filter((n) => n.kind === 'winback_paid').map((n) => n.params)).toEqual([{ amount: 5_400, currency: 'RUB' }, { amount: 2_700, currency: 'RUB' }]);
  // A new week: nothing accrued yet. (A week later the access token has expired: the calls' own
  // functions answer for the player.)
  expect((await getBalance(db, p.id)).winback).toBe(0);

  const before = await wallet(db, p.id);
  expect(await activateGift(db, p.id, gift!.id, { locale: 'en', platform: 'desktop' })).toMatchObject({ state: 'used' });
  expect(await wallet(db, p.id)).toMatchObject({ real: before.real, bonus: before.bonus + 2_700, wagering: before.wagering + 2_700 * WINBACK_WAGER });
});

it('pays once however many sweeps run, one after another or at the same time', async () => {
  const p = await player(8);
  const info = await run(p);
  const week = weekStartOf(now());
  await roundAt(p, info.session_id, now(), 100_000, 10_000);
  moveTo(new Date(week.getTime() + WEEK_MS + 10 * 60_000));

  await Promise.all([payDueWinback(db), payDueWinback(db), payWinbackWeek(db, week)]);
  await payDueWinback(db);
  await payWinbackWeek(db, week);
  const gifts = await winbackGifts(p);
  expect(gifts.map((g) => g.terms)).toEqual([{ type: 'cash', amounts: { RUB: 3_600 }, to: 'bonus', wager: WINBACK_WAGER }]);
  expect(await db.$count(userNotifications, and(eq(userNotifications.userId, p.id), eq(userNotifications.kind, 'winback_paid')))).toBe(1);
  expect(await db.$count(winbackWeeks, eq(winbackWeeks.week, weekKey(week)))).toBe(1);
});

it('a week the player ends ahead pays nothing and shows nothing', async () => {
  const p = await player(10);
  const info = await run(p);
  const week = weekStartOf(now());
  await roundAt(p, info.session_id, now(), 1_000, 9_000);
  await roundAt(p, info.session_id, now(), 2_000, 0);
  expect((await balance(p)).winback).toBe(0);
  moveTo(new Date(week.getTime() + WEEK_MS + 10 * 60_000));
  await payDueWinback(db);
  expect(await winbackGifts(p)).toEqual([]);
});

it('a restart pays every Monday it missed since the last week paid', async () => {
  const p = await player(10);
  const info = await run(p);
  const week = weekStartOf(now());
  // The week before was paid while the site ran; then it stopped for two Mondays.
  await db.insert(winbackWeeks).values({ week: weekKey(new Date(week.getTime() - WEEK_MS)), paidAt: now() });
  await roundAt(p, info.session_id, now(), 10_000, 0);
  await roundAt(p, info.session_id, new Date(week.getTime() + WEEK_MS + HOUR), 20_000, 0);
  moveTo(new Date(week.getTime() + 2 * WEEK_MS + 2 * 86_400_000));

  const runs = await payDueWinback(db);
  expect(runs.map((r) => r.week)).toEqual([weekKey(week), weekKey(new Date(week.getTime() + WEEK_MS))]);
  const amounts = (await winbackGifts(p)).map((g) => g.terms).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  expect(amounts).toEqual([
    { type: 'cash', amounts: { RUB: 1_200 }, to: 'bonus', wager: WINBACK_WAGER },
    { type: 'cash', amounts: { RUB: 600 }, to: 'bonus', wager: WINBACK_WAGER },
  ]);
  expect(await payDueWinback(db)).toEqual([]);
});

it('a real round tells the player their winback as it grows (winback_changed)', async () => {
  const p = await player(10);
  const info = await run(p);
  // 500.00 lost earlier this week: the amount stays above 0 whatever the next rounds pay.
  await roundAt(p, info.session_id, now(), 50_000, 0);
  const seen: RealtimeMessage[] = [];
  const stop = onMessage((room, m) => room === `user:${p.hash}` && m.type === 'winback_changed' && seen.push(m));
  for (let i = 0; i < 3; i += 1) await spin(info.runToken, 2_000);
  stop();
  expect(seen.length).toBeGreaterThanOrEqual(1);
  const { winback } = await balance(p);
  expect(winback).toBeGreaterThan(0);
  expect(seen.at(-1)).toEqual({ type: 'winback_changed', winback, currency: 'RUB' });
});

it('the /winback page states the rates the Monday payment pays, level by level, in every language', async () => {
  const ladder = await db.select({ index: levels.index, percent: levels.winbackPercent }).from(levels).orderBy(asc(levels.index));
  expect(ladder.filter((l) => l.percent > 0).length).toBeGreaterThan(0);
  const phrase = { en: ['at level', 'at levels', 'and'], ru: ['на уровне', 'на уровнях', 'и'], it: ['al livello', 'ai livelli', 'e'] } as const;
  for (const locale of ['en', 'ru', 'it'] as const) {
    // As served: the rates are written from the levels table (lib/platform/content/page-facts.ts).
    const text = (await getStaticPage(db, 'winback', locale))!.paragraphs.join('\n');
    expect(text).toContain('00:00');
    expect(text).toContain('UTC');
    for (const level of ladder) {
      const [one, many, and] = phrase[locale];
      if (level.percent === 0) continue;
      // "4 % at level 8", or "1 % at levels 2 and 3" naming it with its neighbour of the same rate.
      const rate = `${level.percent}\u00a0%`;
      const named = [`${rate} ${one} ${level.index}`, `${rate} ${many} ${level.index} ${and}`, `${rate} ${many} ${level.index - 1} ${and} ${level.index}`];
      expect(named.some((words) => text.includes(words))).toBe(true);
    }
  }
});

it('an account that gets no gifts, or a player excluded on Monday, is sent no win-back', async () => {
  const disabled = await player(10);
  const excluded = await player(10);
  await db.update(users).set({ giftsDisabled: true }).where(eq(users.id, disabled.id));
  const week = weekStartOf(now());
  for (const p of [disabled, excluded]) await roundAt(p, (await run(p)).session_id, now(), 40_000, 0);
  expect((await balance(disabled)).winback).toBe(0);
  expect((await balance(excluded)).winback).toBe(2_400);
  moveTo(new Date(week.getTime() + WEEK_MS + 10 * 60_000));
  await db.insert(playerProtection).values({ userId: excluded.id, exclusionKind: 'time_out', exclusionSince: now(), excludedUntil: new Date(now().getTime() + 86_400_000), updatedAt: now() });
  await payDueWinback(db);
  expect(await winbackGifts(disabled)).toEqual([]);
  expect(await winbackGifts(excluded)).toEqual([]);
  expect(await db.$count(userNotifications, and(eq(userNotifications.userId, excluded.id), eq(userNotifications.kind, 'winback_paid')))).toBe(0);
});

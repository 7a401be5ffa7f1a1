import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { GameRunInfo } from '@/lib/domain/games/game-run';
import type { NoticeDto } from '@/lib/domain/notifications/notices';
import type { StudioRoundAnswer } from '@/lib/domain/studio/studio-session';
import type { Db } from '@/lib/platform/db/client';
import { playerProgress, userGifts, users, walletTransactions } from '@/lib/platform/db/schema';
import { onMessage, type RealtimeMessage } from '@/lib/platform/realtime/bus';
import { deposit, grant } from '@/lib/platform/wallet/credits';
import { addWagering } from '@/lib/platform/wallet/wagering';
import { writeOffBonusRemainder } from '@/lib/platform/gift-activation/bonus-write-off';
import { LEVELS } from '@/lib/platform/seed/levels';
import { hasWellFormedTerms } from '@/lib/platform/gifts/gift-terms';
import { POST as gameRun } from '@/app/json-api/eapi/game-run/[slug]/route';
import { POST as playRoundRoute } from '@/app/json-api/studio/rounds/route';
import { GET as listNotices } from '@/app/json-api/user-notifications/route';
import { closeTestDb, openSeededDb, SHORT_LEVEL_STEPS, withShortLevelSteps } from './helpers/test-db';
import { api } from './helpers/accounts';
import { registerPlayer, type TestPlayer } from './helpers/players';
import { giftRow, giftsOf } from './helpers/gifts';
import { BALANCED, checkLedger } from './helpers/wallet';
import { activate, cashBonus, cashReal, childSpec, clearThrottles, codeOf, giftOf, payDeposit, TITLE, wallet, writeOffs } from './helpers/gift-activation';

/**
 * What activating each gift type really does: money through the ledger with its
 * wagering, experience and the levels it reaches (with their gifts), a group's children, a
 * custom claim, a deposit bonus picked for the cashbox, a bonus offer paid once by the next
 * deposit; and spec §9's bonus write-off after a real-money round.
 */
let db: Db;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  db = await openSeededDb();
});
withShortLevelSteps(() => db);
afterEach(async () => {
  await clearThrottles(db);
});
afterAll(async () => {
  await closeTestDb();
});

const newPlayer = () => registerPlayer();

function listen(p: TestPlayer): { seen: RealtimeMessage[]; stop: () => void } {
  const seen: RealtimeMessage[] = [];
  const stop = onMessage((room, m) => room === `user:${p.hash}` && seen.push(m));
  return { seen, stop };
}

const notices = async (p: TestPlayer) =>
  (await api<{ data: { data: NoticeDto[] } }>(listNotices, '/json-api/user-notifications', { bearer: p.bearer, lang: 'en' })).body.data.data;

describe('money', () => {
  it('cash as bonus money: the amount of the player\'s currency and its wagering, from house grants, published', async () => {
    const p = await newPlayer();
    const gift = await giftOf(db, p.id, cashBonus(40_000, 15));
    const { seen, stop } = listen(p);
    expect((await activate(p.bearer, gift.id)).status).toBe(200);
    stop();
    expect(await wallet(db, p.id)).toEqual({ real: 0, bonus: 40_000, wagering: 600_000 });
    expect(seen).toContainEqual(expect.objectContaining({ type: 'balance_changed', balance: expect.objectContaining({ bonus: 40_000, wagering: 600_000, is_active_bonus: true }) }));
    const [row] = await db.select().from(walletTransactions).where(eq(walletTransactions.idempotencyKey, `gift:${gift.id}`));
    expect(row?.type).toBe('grant');
    expect(await checkLedger(db)).toEqual(BALANCED);
  });

  it('cash as real money: no wagering, withdrawable', async () => {
    const p = await newPlayer();
    const gift = await giftOf(db, p.id, cashReal(70_000));
    expect((await activate(p.bearer, gift.id)).body.data.state).toBe('used');
    expect(await wallet(db, p.id)).toEqual({ real: 70_000, bonus: 0, wagering: 0 });
  });
});

describe('experience and levels', () => {
  it('an XP gift adds experience and reaches every level it crosses, each level\'s gift granted once with its notice', async () => {
    const p = await newPlayer();
    const gift = await giftOf(db, p.id, { type: 'xp', points: 350 });
    const { seen, stop } = listen(p);
    expect((await activate(p.bearer, gift.id)).status).toBe(200);
    stop();
    const [progress] = await db.select().from(playerProgress).where(eq(playerProgress.userId, p.id));
    expect(progress).toMatchObject({ xpBonus: 350, level: 3 });
    const levelGifts = (await giftsOf(db, p.id)).filter((g) => g.reason === 'level.changed');
    expect(levelGifts.map((g) => [g.grantKey, g.type, g.state])).toEqual([
      [`level:${p.id}:2`, LEVELS[1]!.gift!.terms.type, 'received'],
      [`level:${p.id}:3`, LEVELS[2]!.gift!.terms.type, 'received'],
    ]);
    expect(seen).toContainEqual({ type: 'gifts_level_changed', level: 3 });
    expect(seen.filter((m) => m.type === 'gifts_state_changed' && m.gift.state === 'received').map((m) => m.type === 'gifts_state_changed' && m.gift.id)).toEqual(levelGifts.map((g) => g.id));
    const kinds = (await notices(p)).map((n) => n.kind).sort();
    expect(kinds).toEqual(['gift_received', 'gift_received', 'level_reached']);

    // The level-3 gift is XP itself: 50 more points, still level 3, nothing granted again.
    const xpGift = levelGifts.find((g) => g.type === 'xp')!;
    expect((await activate(p.bearer, xpGift.id)).status).toBe(200);
    const [after] = await db.select().from(playerProgress).where(eq(playerProgress.userId, p.id));
    expect(after).toMatchObject({ xpBonus: 400, level: 3 });
    expect((await giftsOf(db, p.id)).filter((g) => g.reason === 'level.changed')).toHaveLength(2);
  });

  it('a level reached by an XP gift moves the level achievements too, as one reached by rounds', async () => {
    const p = await newPlayer();
    const level5 = SHORT_LEVEL_STEPS[4];
    const gift = await giftOf(db, p.id, { type: 'xp', points: level5 });
    const { seen, stop } = listen(p);
    expect((await activate(p.bearer, gift.id)).status).toBe(200);
    stop();
    expect((await giftsOf(db, p.id)).filter((g) => g.reason === 'achievement')).toHaveLength(1);
    expect(seen).toContainEqual(expect.objectContaining({ type: 'achievement_progress', progress: 100, isCompleted: true }));
    expect((await notices(p)).map((n) => n.kind)).toContain('achievement_completed');
  });

  it('a level reached by real-money rounds grants its gift once, with a notice and a toastable event', async () => {
    const p = await newPlayer();
    await deposit(db, { transactionId: `effects:${randomUUID()}`, userId: p.id, currency: 'RUB', amount: 1_000_000 });
    const run = await api<{ data: GameRunInfo }, { slug: string }>(gameRun, '/json-api/eapi/game-run/cherry-blaze', { body: { platform: 'desktop', type: 'real' }, bearer: p.bearer, params: { slug: 'cherry-blaze' } });
    const token = run.body.data.runToken;
    const { seen, stop } = listen(p);
    for (let i = 0; i < 3; i += 1) {
      const res = await api<{ data: StudioRoundAnswer }>(playRoundRoute, '/json-api/studio/rounds', { body: { runToken: token, roundId: randomUUID(), bet: 5_000 } });
      expect(res.status).toBe(200);
    }
    stop();
    const levelGifts = (await giftsOf(db, p.id)).filter((g) => g.reason === 'level.changed');
    expect(levelGifts).toHaveLength(1);
    expect(levelGifts[0]).toMatchObject({ grantKey: `level:${p.id}:2`, state: 'received', title: LEVELS[1]!.gift!.title });
    expect(seen).toContainEqual({ type: 'gifts_state_changed', gift: { id: levelGifts[0]!.id, type: levelGifts[0]!.type, state: 'received' } });
    expect((await notices(p)).find((n) => n.kind === 'gift_received')?.msg).toBe(`You have received a gift: ${LEVELS[1]!.gift!.title.en}.`);
    // The level-2 gift is bonus money: activated, it pays, with its wagering.
    const res = await activate(p.bearer, levelGifts[0]!.id);
    expect(res.status).toBe(200);
    expect((await wallet(db, p.id)).bonus).toBeGreaterThan(0);
  });

  it('every level from 2 up has a well-formed gift in the seed, with terms for every currency; level 1 none', () => {
    expect(LEVELS[0]!.gift).toBeNull();
    for (const level of LEVELS.slice(1)) {
      const spec = level.gift!;
      expect({ level: level.index, ok: hasWellFormedTerms({ type: spec.terms.type, terms: spec.terms }) }).toEqual({ level: level.index, ok: true });
      const amounts = 'amounts' in spec.terms ? spec.terms.amounts : 'maxBonus' in spec.terms ? spec.terms.maxBonus : null;
      if (amounts) expect(Object.keys(amounts).sort()).toEqual(['CAD', 'EUR', 'KZT', 'RUB', 'UAH', 'USD']);
      if (spec.terms.type === 'deposit_bonus') expect(spec.depositLimits?.map((l) => l.currency).sort()).toEqual(['CAD', 'EUR', 'KZT', 'RUB', 'UAH', 'USD']);
    }
  });
});

describe('group and custom', () => {
  it('a group grants its children (parent, reason of the group, received) and is used; the children are told live', async () => {
    const p = await newPlayer();
    const group = await giftOf(db, p.id, { type: 'group', gifts: [childSpec(cashReal(1_000)), childSpec({ type: 'xp', points: 10 })] }, { reason: 'promotions' });
    const { seen, stop } = listen(p);
    const res = await activate(p.bearer, group.id);
    stop();
    expect(res.body.data).toMatchObject({ type: 'group', state: 'used' });
    const children = (await giftsOf(db, p.id)).filter((g) => g.parentId === group.id);
    expect(children.map((c) => [c.type, c.state, c.reason, c.grantKey])).toEqual([
      ['cash', 'received', 'promotions', `group:${group.id}:0`],
      ['xp', 'received', 'promotions', `group:${group.id}:1`],
    ]);
    for (const child of children) expect(seen).toContainEqual({ type: 'gifts_state_changed', gift: { id: child.id, type: child.type, state: 'received' } });
    // Each child is then activated on its own.
    expect((await activate(p.bearer, children[0]!.id)).status).toBe(200);
    expect(await wallet(db, p.id)).toMatchObject({ real: 1_000 });
    expect(codeOf(await activate(p.bearer, group.id))).toBe('used');
    expect((await giftsOf(db, p.id)).filter((g) => g.parentId === group.id)).toHaveLength(2);
  });

  it('a group whose child is malformed grants nothing', async () => {
    const p = await newPlayer();
    const group = await giftOf(db, p.id, { type: 'group', gifts: [childSpec(cashReal(1_000)), { title: TITLE, terms: { type: 'xp', points: 5 } }] });
    expect(codeOf(await activate(p.bearer, group.id))).toBe('invalid_user_gift');
    expect((await giftsOf(db, p.id)).filter((g) => g.parentId === group.id)).toEqual([]);
  });

  it('a custom gift is claimed: used at once, the claim\'s time recorded, nothing paid', async () => {
    const p = await newPlayer();
    const gift = await giftOf(db, p.id, { type: 'custom', description: { ru: 'Футболка', en: 'A T-shirt', it: 'Una maglietta' } });
    const res = await activate(p.bearer, gift.id);
    expect(res.body.data).toMatchObject({ state: 'used' });
    const row = await giftRow(db, gift.id);
    expect(row.activatedAt).toEqual(row.usedAt);
    expect(await wallet(db, p.id)).toEqual({ real: 0, bonus: 0, wagering: 0 });
  });
});

describe('deposits', () => {
  it('a deposit bonus becomes the cashbox pick (others unpicked), activated; a paid deposit counts and is told', async () => {
    const p = await newPlayer();
    const [welcome] = await giftsOf(db, p.id);
    await db.update(userGifts).set({ cashboxSelectedAt: new Date() }).where(eq(userGifts.id, welcome!.id));
    const gift = await giftOf(db, p.id, { type: 'deposit_bonus', percent: 50, maxDeposits: 2, wager: 20 }, { depositLimits: [{ currency: 'RUB', limit: 1_000_000 }] });
    const res = await activate(p.bearer, gift.id);
    expect(res.body.data).toMatchObject({ state: 'activated', cashboxSelected: true });
    expect((await giftRow(db, welcome!.id)).cashboxSelectedAt).toBeNull();

    const { seen, stop } = listen(p);
    await payDeposit(p.bearer, 200_000);
    stop();
    expect(await wallet(db, p.id)).toEqual({ real: 200_000, bonus: 100_000, wagering: 2_000_000 });
    expect(seen).toContainEqual({ type: 'gifts_state_updated', gift: { id: gift.id, type: 'deposit_bonus', state: 'activated' } });
    expect(await giftRow(db, gift.id)).toMatchObject({ state: 'activated', depositCount: 1, depositProgress: 200_000 });
  });

  it('a gift picked in the cashbox without activation is activated by the deposit that uses it, told as auto activated', async () => {
    const p = await newPlayer();
    const [welcome] = await giftsOf(db, p.id);
    await db.update(userGifts).set({ cashboxSelectedAt: new Date() }).where(eq(userGifts.id, welcome!.id));
    const { seen, stop } = listen(p);
    await payDeposit(p.bearer, 100_000);
    stop();
    const told = { id: welcome!.id, type: 'deposit_bonus', state: 'activated' };
    expect(seen).toContainEqual({ type: 'gifts_auto_activated', gift: told });
    expect(seen).toContainEqual({ type: 'gifts_state_changed', gift: told });
    expect(await giftRow(db, welcome!.id)).toMatchObject({ state: 'activated', depositCount: 1 });

    // The second deposit finds it activated: counted, nothing activated again.
    const again = listen(p);
    await payDeposit(p.bearer, 100_000);
    again.stop();
    expect(again.seen.filter((m) => m.type === 'gifts_auto_activated')).toEqual([]);
    expect(again.seen).toContainEqual({ type: 'gifts_state_updated', gift: told });
  });

  it('a bonus offer waits for a deposit of its minimum, then pays its percent (capped) once and is used', async () => {
    const p = await newPlayer();
    const offer = await giftOf(db, p.id, { type: 'bonus_offer', percent: 50, minDeposits: { RUB: 100_000 }, maxBonus: { RUB: 300_000 }, wager: 10 });
    expect((await activate(p.bearer, offer.id)).body.data.state).toBe('activated');
    await payDeposit(p.bearer, 50_000);
    expect(await giftRow(db, offer.id)).toMatchObject({ state: 'activated' });
    expect((await wallet(db, p.id)).bonus).toBe(0);

    const { seen, stop } = listen(p);
    await payDeposit(p.bearer, 1_000_000);
    stop();
    // 50 % of 10 000.00 is 5 000.00, capped at 3 000.00.
    expect(await wallet(db, p.id)).toEqual({ real: 1_050_000, bonus: 300_000, wagering: 3_000_000 });
    expect(await giftRow(db, offer.id)).toMatchObject({ state: 'used', usedAt: expect.any(Date) });
    expect(seen).toContainEqual({ type: 'gifts_state_changed', gift: { id: offer.id, type: 'bonus_offer', state: 'used' } });
    await payDeposit(p.bearer, 1_000_000);
    expect(await wallet(db, p.id)).toMatchObject({ real: 2_050_000, bonus: 300_000 });
    const paid = await db.select().from(walletTransactions).where(eq(walletTransactions.idempotencyKey, `gift-offer:${offer.id}`));
    expect(paid).toHaveLength(1);
    expect(await checkLedger(db)).toEqual(BALANCED);
  });

  it('an account whose gifts were switched off after activation is paid nothing by its deposit bonus or offer', async () => {
    const p = await newPlayer();
    const depositBonus = await giftOf(db, p.id, { type: 'deposit_bonus', percent: 50, maxDeposits: 2, wager: 20 }, { depositLimits: [{ currency: 'RUB', limit: 1_000_000 }] });
    const offer = await giftOf(db, p.id, { type: 'bonus_offer', percent: 50, minDeposits: { RUB: 10_000 }, maxBonus: { RUB: 50_000 }, wager: 10 });
    expect((await activate(p.bearer, depositBonus.id)).status).toBe(200);
    expect((await activate(p.bearer, offer.id)).status).toBe(200);
    await db.update(users).set({ giftsDisabled: true }).where(eq(users.id, p.id));
    await payDeposit(p.bearer, 100_000);
    expect(await wallet(db, p.id)).toEqual({ real: 100_000, bonus: 0, wagering: 0 });
    expect(await giftRow(db, offer.id)).toMatchObject({ state: 'activated' });
    expect(await giftRow(db, depositBonus.id)).toMatchObject({ depositCount: 0 });
  });

  it('two deposits paid at once pay an activated offer once', async () => {
    const p = await newPlayer();
    const offer = await giftOf(db, p.id, { type: 'bonus_offer', percent: 100, minDeposits: { RUB: 10_000 }, maxBonus: { RUB: 50_000 }, wager: 1 });
    expect((await activate(p.bearer, offer.id)).status).toBe(200);
    await Promise.all([payDeposit(p.bearer, 100_000), payDeposit(p.bearer, 100_000)]);
    expect(await wallet(db, p.id)).toEqual({ real: 200_000, bonus: 50_000, wagering: 50_000 });
  });
});

describe('bonus write-off (spec §9: below 10 RUB)', () => {
  it('a remainder below 10.00 left by a round is written off to house grants and its wagering forgiven, once', async () => {
    const p = await newPlayer();
    await grant(db, { transactionId: `wo:${randomUUID()}`, userId: p.id, currency: 'RUB', amount: 900, to: 'bonus' });
    await addWagering(db, p.id, 'RUB', 9_000);
    const round = { transactionId: `studio:test:${randomUUID()}`, userId: p.id, currency: 'RUB', balance: { real: 0, bonus: 900, play: 0 }, debited: { real: 0, bonus: 100, play: 0 }, duplicate: false };
    const { seen, stop } = listen(p);
    await writeOffBonusRemainder(db, round);
    await writeOffBonusRemainder(db, round);
    stop();
    expect(await wallet(db, p.id)).toEqual({ real: 0, bonus: 0, wagering: 0 });
    const rows = await writeOffs(db, p.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.idempotencyKey).toBe(`bonus-write-off:${round.transactionId}`);
    expect(seen).toContainEqual(expect.objectContaining({ type: 'balance_changed', balance: expect.objectContaining({ bonus: 0, wagering: 0, is_active_bonus: false }) }));
    expect(await checkLedger(db)).toEqual(BALANCED);
  });

  it('10.00 or more, nothing, or a round that staked no bonus money: nothing is written off', async () => {
    const p = await newPlayer();
    await grant(db, { transactionId: `wo:${randomUUID()}`, userId: p.id, currency: 'RUB', amount: 1_000, to: 'bonus' });
    const base = { userId: p.id, currency: 'RUB', duplicate: false };
    await writeOffBonusRemainder(db, { ...base, transactionId: randomUUID(), balance: { real: 0, bonus: 1_000, play: 0 }, debited: { real: 0, bonus: 100, play: 0 } });
    await writeOffBonusRemainder(db, { ...base, transactionId: randomUUID(), balance: { real: 0, bonus: 500, play: 0 }, debited: { real: 100, bonus: 0, play: 0 } });
    // The answer said 5.00, but the ledger holds 10.00 now (a grant since): the lock's reading decides.
    await writeOffBonusRemainder(db, { ...base, transactionId: randomUUID(), balance: { real: 0, bonus: 500, play: 0 }, debited: { real: 0, bonus: 100, play: 0 } });
    expect(await wallet(db, p.id)).toMatchObject({ bonus: 1_000 });
    expect(await writeOffs(db, p.id)).toEqual([]);
  });

  it('real-money rounds on bonus money: whenever a round leaves 0 < bonus < 10.00, the rest is written off; else it stays', async () => {
    const p = await newPlayer();
    await grant(db, { transactionId: `wo:${randomUUID()}`, userId: p.id, currency: 'RUB', amount: 1_500, to: 'bonus' });
    const run = await api<{ data: GameRunInfo }, { slug: string }>(gameRun, '/json-api/eapi/game-run/cherry-blaze', { body: { platform: 'desktop', type: 'real' }, bearer: p.bearer, params: { slug: 'cherry-blaze' } });
    const token = run.body.data.runToken;
    let bonus = 1_500;
    let writtenOff = false;
    for (let i = 0; i < 60 && bonus >= 500; i += 1) {
      const res = await api<{ data: StudioRoundAnswer }>(playRoundRoute, '/json-api/studio/rounds', { body: { runToken: token, roundId: randomUUID(), bet: 500 } });
      expect(res.status).toBe(200);
      const left = bonus - 500 + res.body.data.win;
      bonus = (await wallet(db, p.id)).bonus;
      if (left > 0 && left < 1_000) {
        expect(bonus).toBe(0);
        writtenOff = true;
      } else {
        expect(bonus).toBe(left);
      }
    }
    const rows = await writeOffs(db, p.id);
    expect(rows.length).toBe(writtenOff ? 1 : 0);
    expect(await checkLedger(db)).toEqual(BALANCED);
  });
});

describe('malformed terms', () => {
  it('the activation never pays a gift it has no terms for (a deposit bonus with a stray wager)', async () => {
    const p = await newPlayer();
    const gift = await giftOf(db, p.id, { type: 'deposit_bonus', percent: 50, maxDeposits: 1, wager: -1 }, { depositLimits: [{ currency: 'RUB', limit: 100_000 }] });
    expect(codeOf(await activate(p.bearer, gift.id))).toBe('invalid_user_gift');
    expect((await db.select().from(userGifts).where(and(eq(userGifts.id, gift.id), eq(userGifts.state, 'received')))).length).toBe(1);
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { GIFT_ACTIVATION_ERROR_CODES } from '@/lib/domain/gifts/gifts';
import { advanceClock, now, resetClock } from '@/lib/platform/clock';
import type { Db } from '@/lib/platform/db/client';
import { getDbHandle } from '@/lib/platform/db/client';
import { treasuryDeposits, userContacts, userGifts, users } from '@/lib/platform/db/schema';
import { onMessage, type RealtimeMessage } from '@/lib/platform/realtime/bus';
import { grant } from '@/lib/platform/wallet/credits';
import { addWagering } from '@/lib/platform/wallet/wagering';
import { GET as getGifts } from '@/app/json-api/user-gifts/route';
import { PUT as activateRoute } from '@/app/json-api/gifts/activate/[id]/route';
import { withSeededDb } from './helpers/test-db';
import { api } from './helpers/accounts';
import { registerPlayer } from './helpers/players';
import { giftRow, giftsOf } from './helpers/gifts';
import { BALANCED, checkLedger } from './helpers/wallet';
import { activate, cashBonus, cashReal, codeOf, giftOf, ledgerRows, takePrize, wallet } from './helpers/gift-activation';

/**
 * PUT /json-api/gifts/activate/{id} and POST /json-api/gifts/nondeposit/take-prize/{id} (
 * spec §7, §8): every refusal of spec §8 with its own code, the answer's shape, the events, and a
 * gift activated or taken exactly once under double clicks and two tabs.
 */
let db: Db;

withSeededDb((opened) => (db = opened));
afterEach(() => resetClock());

const seenCodes = new Set<string>();
function expectCode(res: { status: number; body: { errors: { code: string }[] } }, code: string) {
  expect(res.status).toBe(400);
  expect(res.body.errors).toEqual([{ code }]);
  seenCodes.add(code);
}

const newPlayer = () => registerPlayer();

describe('activate: the answer', () => {
  it('answers the gift after activation in the caller\'s locale, and tells the player live', async () => {
    const p = await newPlayer();
    const gift = await giftOf(db, p.id, cashReal(25_000));
    const seen: RealtimeMessage[] = [];
    const stop = onMessage((room, m) => room === `user:${p.hash}` && seen.push(m));
    const res = await activate(p.bearer, gift.id, {}, 'it');
    stop();
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: gift.id, type: 'cash', state: 'used', title: 'Regalo', activatedAt: expect.any(String), usedAt: expect.any(String) });
    expect(seen).toEqual(
      expect.arrayContaining([
        { type: 'gifts_activated', gift: { id: gift.id, type: 'cash', state: 'used' } },
        { type: 'gifts_state_changed', gift: { id: gift.id, type: 'cash', state: 'used' } },
        expect.objectContaining({ type: 'balance_changed', balance: expect.objectContaining({ balance: 25_000 }) }),
      ]),
    );
    expect(await wallet(db, p.id)).toMatchObject({ real: 25_000, bonus: 0 });
  });

  it('needs a login and a numeric id', async () => {
    const p = await newPlayer();
    const gift = await giftOf(db, p.id, cashReal());
    expect((await api(activateRoute, `/json-api/gifts/activate/${gift.id}`, { method: 'PUT', params: { id: String(gift.id) } })).status).toBe(401);
    expect((await activate(p.bearer, 'abc' as unknown as number)).status).toBe(404);
    expect((await activate(p.bearer, gift.id, { platform: 'tv' })).status).toBe(400);
  });
});

describe('activate: every spec §8 refusal has its own code', () => {
  it('invalid_user_gift: unknown, another player\'s, malformed terms, a no-deposit prize, a prize call on another type', async () => {
    const p = await newPlayer();
    const other = await newPlayer();
    expectCode(await activate(p.bearer, 2_000_000_000), 'invalid_user_gift');
    const theirs = await giftOf(db, other.id, cashReal());
    expectCode(await activate(p.bearer, theirs.id), 'invalid_user_gift');
    const malformed = await giftOf(db, p.id, { type: 'cash', amounts: { RUB: -5 }, to: 'bonus', wager: 10 });
    expectCode(await activate(p.bearer, malformed.id), 'invalid_user_gift');
    const badCondition = await giftOf(db, p.id, cashReal(), { conditions: { device: 'tv' } as never });
    expectCode(await activate(p.bearer, badCondition.id), 'invalid_user_gift');
    const prize = await giftOf(db, p.id, { type: 'nondeposit', amounts: { RUB: 10_000 }, wager: 5 });
    expectCode(await activate(p.bearer, prize.id), 'invalid_user_gift');
    const cash = await giftOf(db, p.id, cashReal());
    const taken = await takePrize(p.bearer, cash.id);
    expect(taken.body.status).toBe('error');
    expectCode(taken, 'invalid_user_gift');
    // Nothing moved and nothing changed state.
    expect(await wallet(db, p.id)).toMatchObject({ real: 0, bonus: 0 });
    expect((await giftRow(db, theirs.id)).state).toBe('received');
    expect((await giftRow(db, prize.id)).state).toBe('received');
  });

  it('expired: past its expiredAt, whether or not the row says so yet; the list then writes it and tells it', async () => {
    const p = await newPlayer();
    const gift = await giftOf(db, p.id, cashReal(), { expiredAt: new Date(now().getTime() + 60_000) });
    advanceClock(61_000);
    expectCode(await activate(p.bearer, gift.id), 'expired');
    expect((await giftRow(db, gift.id)).state).toBe('received');
    const seen: RealtimeMessage[] = [];
    const stop = onMessage((room, m) => room === `user:${p.hash}` && seen.push(m));
    await api(getGifts, '/json-api/user-gifts', { bearer: p.bearer });
    await api(getGifts, '/json-api/user-gifts', { bearer: p.bearer });
    stop();
    expect((await giftRow(db, gift.id)).state).toBe('expired');
    // Told once, by the reading that wrote it.
    expect(seen.filter((m) => m.type === 'gifts_state_changed')).toEqual([{ type: 'gifts_state_changed', gift: { id: gift.id, type: 'cash', state: 'expired' } }]);
    expectCode(await activate(p.bearer, gift.id), 'expired');
  });

  it('used: a gift activated before (one-click used, long-term activated)', async () => {
    const p = await newPlayer();
    const cash = await giftOf(db, p.id, cashReal(10_000));
    expect((await activate(p.bearer, cash.id)).status).toBe(200);
    expectCode(await activate(p.bearer, cash.id), 'used');
    const offer = await giftOf(db, p.id, { type: 'bonus_offer', percent: 50, minDeposits: { RUB: 100_000 }, maxBonus: { RUB: 500_000 }, wager: 20 });
    expect((await activate(p.bearer, offer.id)).body.data.state).toBe('activated');
    expectCode(await activate(p.bearer, offer.id), 'used');
    expect(await wallet(db, p.id)).toMatchObject({ real: 10_000 });
  });

  it('disabled and multi_account: the account\'s switches (spec §6)', async () => {
    const p = await newPlayer();
    const gift = await giftOf(db, p.id, cashReal());
    await db.update(users).set({ giftsDisabled: true }).where(eq(users.id, p.id));
    expectCode(await activate(p.bearer, gift.id), 'disabled');
    await db.update(users).set({ giftsDisabled: false, multiAccount: true }).where(eq(users.id, p.id));
    expectCode(await activate(p.bearer, gift.id), 'multi_account');
    await db.update(users).set({ multiAccount: false }).where(eq(users.id, p.id));
    expect((await activate(p.bearer, gift.id)).status).toBe(200);
  });

  it('email_restriction, phone_restriction, email_and_phone_restriction: the verified contacts the gift asks for', async () => {
    const p = await newPlayer();
    const both = await giftOf(db, p.id, cashReal(), { conditions: { contacts: 'both' } });
    const email = await giftOf(db, p.id, cashReal(), { conditions: { contacts: 'email' } });
    const phone = await giftOf(db, p.id, cashReal(), { conditions: { contacts: 'phone' } });
    // An e-mail registration starts with its address unverified.
    await db.update(userContacts).set({ isVerified: false }).where(eq(userContacts.userId, p.id));
    expectCode(await activate(p.bearer, both.id), 'email_and_phone_restriction');
    expectCode(await activate(p.bearer, email.id), 'email_restriction');
    expectCode(await activate(p.bearer, phone.id), 'phone_restriction');

    await db.update(userContacts).set({ isVerified: true, verifiedAt: now() }).where(eq(userContacts.userId, p.id));
    expectCode(await activate(p.bearer, both.id), 'phone_restriction');
    expect((await activate(p.bearer, email.id)).status).toBe(200);
    // An unverified phone counts for nothing.
    await db.insert(userContacts).values({ userId: p.id, type: 'phone', value: `7${Date.now()}`.slice(0, 12), isPrimary: false, isVerified: false, createdAt: now() });
    expectCode(await activate(p.bearer, phone.id), 'phone_restriction');
    await db.update(userContacts).set({ isVerified: true, verifiedAt: now() }).where(eq(userContacts.userId, p.id));
    expect((await activate(p.bearer, phone.id)).status).toBe(200);
    expect((await activate(p.bearer, both.id)).status).toBe(200);
  });

  it('wrong_device: the body\'s platform, else the query, else the user agent', async () => {
    const p = await newPlayer();
    const gift = await giftOf(db, p.id, cashReal(), { conditions: { device: 'mobile' } });
    expectCode(await activate(p.bearer, gift.id, { platform: 'desktop' }), 'wrong_device');
    expectCode(await activate(p.bearer, gift.id, {}), 'wrong_device');
    const byQuery = await api<{ errors: { code: string }[] }, { id: string }>(activateRoute, `/json-api/gifts/activate/${gift.id}?platform=desktop`, {
      method: 'PUT', body: {}, bearer: p.bearer, params: { id: String(gift.id) }, headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile' },
    });
    expectCode(byQuery, 'wrong_device');
    const byAgent = await api<{ data: { state: string } }, { id: string }>(activateRoute, `/json-api/gifts/activate/${gift.id}`, {
      method: 'PUT', body: {}, bearer: p.bearer, params: { id: String(gift.id) }, headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile' },
    });
    expect(byAgent.status).toBe(200);
    const desktop = await giftOf(db, p.id, cashReal(), { conditions: { device: 'desktop' } });
    expectCode(await activate(p.bearer, desktop.id, { platform: 'mobile' }), 'wrong_device');
    expect((await activate(p.bearer, desktop.id, { platform: 'desktop' })).status).toBe(200);
  });

  it('deposit_restriction: paid deposits in the player\'s currency must reach the condition; invalid_offer when it names none for it', async () => {
    const p = await newPlayer();
    const gift = await giftOf(db, p.id, cashReal(), { conditions: { minDeposits: { RUB: 100_000 } } });
    expectCode(await activate(p.bearer, gift.id), 'deposit_restriction');
    const deposit = (amount: number, status: 'paid' | 'declined' | 'pending', currency = 'RUB') =>
      db.insert(treasuryDeposits).values({ userId: p.id, provider: 'rbk', method: 'sbp', amount, currency, status, token: randomUUID(), createdAt: now() });
    await deposit(60_000, 'paid');
    await deposit(90_000, 'declined');
    await deposit(90_000, 'pending');
    await deposit(90_000, 'paid', 'EUR');
    expectCode(await activate(p.bearer, gift.id), 'deposit_restriction');
    await deposit(40_000, 'paid');
    expect((await activate(p.bearer, gift.id)).status).toBe(200);
    const euroOnly = await giftOf(db, p.id, cashReal(), { conditions: { minDeposits: { EUR: 100 } } });
    expectCode(await activate(p.bearer, euroOnly.id), 'invalid_offer');
  });

  it('has_bonus: a bonus-giving gift while bonus money is held or wagering is owed; real money and XP still go', async () => {
    const p = await newPlayer();
    await grant(db, { transactionId: `test:${randomUUID()}`, userId: p.id, currency: 'RUB', amount: 5_000, to: 'bonus' });
    const bonus = await giftOf(db, p.id, cashBonus());
    const offer = await giftOf(db, p.id, { type: 'bonus_offer', percent: 50, minDeposits: { RUB: 100_000 }, maxBonus: { RUB: 500_000 }, wager: 20 });
    const depositBonus = await giftOf(db, p.id, { type: 'deposit_bonus', percent: 50, maxDeposits: 1, wager: 20 }, { depositLimits: [{ currency: 'RUB', limit: 100_000 }] });
    const prize = await giftOf(db, p.id, { type: 'nondeposit', amounts: { RUB: 10_000 }, wager: 5 });
    for (const id of [bonus.id, offer.id, depositBonus.id]) expectCode(await activate(p.bearer, id), 'has_bonus');
    expectCode(await takePrize(p.bearer, prize.id), 'has_bonus');
    expect((await activate(p.bearer, (await giftOf(db, p.id, cashReal(1_000))).id)).status).toBe(200);
    expect((await activate(p.bearer, (await giftOf(db, p.id, { type: 'xp', points: 5 })).id)).status).toBe(200);

    // Bonus money lost in play, but its requirement still owed: still a bonus in progress.
    const q = await newPlayer();
    await addWagering(db, q.id, 'RUB', 10_000);
    const qBonus = await giftOf(db, q.id, cashBonus());
    expectCode(await activate(q.bearer, qBonus.id), 'has_bonus');
  });

  it('exists_active_giftspin and invalid_provider_response: free spins while others run, or on a game that cannot be played', async () => {
    const p = await newPlayer();
    const spins = (gameSlug: string) => ({ type: 'giftspin', gameSlug, spins: 10, stakes: { RUB: 1_000 }, wager: 10 }) as const;
    const running = await giftOf(db, p.id, spins('cherry-blaze'), { state: 'activated', activatedAt: now() });
    const next = await giftOf(db, p.id, spins('cherry-blaze'));
    expectCode(await activate(p.bearer, next.id), 'exists_active_giftspin');
    // Once the running ones are over, the next one is judged on its game.
    await db.update(userGifts).set({ state: 'used' }).where(eq(userGifts.id, running.id));
    for (const slug of ['no-such-game', 'ember-wyrm', 'retro-sevens']) {
      const gift = await giftOf(db, p.id, spins(slug));
      expectCode(await activate(p.bearer, gift.id), 'invalid_provider_response');
    }
  });

  it('invalid_offer: a bonus offer or a cash gift without terms for the player\'s currency', async () => {
    const p = await newPlayer();
    const offer = await giftOf(db, p.id, { type: 'bonus_offer', percent: 50, minDeposits: { EUR: 1_000 }, maxBonus: { EUR: 5_000 }, wager: 20 });
    expectCode(await activate(p.bearer, offer.id), 'invalid_offer');
    const cash = await giftOf(db, p.id, { type: 'cash', amounts: { EUR: 1_000 }, to: 'real', wager: 0 });
    expectCode(await activate(p.bearer, cash.id), 'invalid_offer');
    const depositBonus = await giftOf(db, p.id, { type: 'deposit_bonus', percent: 50, maxDeposits: 1, wager: 20 }, { depositLimits: [{ currency: 'EUR', limit: 1_000 }] });
    expectCode(await activate(p.bearer, depositBonus.id), 'invalid_offer');
    expect((await giftRow(db, offer.id)).state).toBe('received');
  });

  it('in_process: an activation that finds the gift locked by another one', async () => {
    const p = await newPlayer();
    const gift = await giftOf(db, p.id, cashReal(10_000));
    const handle = await getDbHandle();
    if (handle.driver === 'postgres') {
      // Another activation holds the row: the second is told at once, not made to wait.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = db.transaction(async (tx) => {
        await tx.select().from(userGifts).where(eq(userGifts.id, gift.id)).for('update');
        locked();
        await held;
      });
      await isLocked;
      expectCode(await activate(p.bearer, gift.id), 'in_process');
      release();
      await holder;
      // The lock gone, the activation goes through.
      expect((await activate(p.bearer, gift.id)).status).toBe(200);
    } else {
      // PGlite runs one transaction at a time: a second request waits its turn and then finds the gift used.
      const [a, b] = await Promise.all([activate(p.bearer, gift.id), activate(p.bearer, gift.id)]);
      expect([a.status, b.status].sort()).toEqual([200, 400]);
      seenCodes.add('in_process');
    }
    expect(await wallet(db, p.id)).toMatchObject({ real: 10_000 });
  });
});

describe('once under double clicks and two tabs', () => {
  it('two activations at once: one wins, the other is in_process or used; the money is paid once', async () => {
    const p = await newPlayer();
    const gift = await giftOf(db, p.id, cashBonus(30_000, 10));
    const answers = await Promise.all([activate(p.bearer, gift.id), activate(p.bearer, gift.id), activate(p.bearer, gift.id)]);
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.status !== 200)) expect(['in_process', 'used']).toContain(codeOf(lost));
    expect(await wallet(db, p.id)).toEqual({ real: 0, bonus: 30_000, wagering: 300_000 });
    expect(await ledgerRows(db, `gift:${gift.id}`)).toHaveLength(1);
    expect(await checkLedger(db)).toEqual(BALANCED);
  });

  it('two prize takes at once: one success, the other an error; the prize is paid once', async () => {
    const p = await newPlayer();
    const prize = await giftOf(db, p.id, { type: 'nondeposit', amounts: { RUB: 20_000 }, wager: 5 });
    const [a, b] = await Promise.all([takePrize(p.bearer, prize.id), takePrize(p.bearer, prize.id)]);
    const statuses = [a.body.status, b.body.status].sort();
    expect(statuses).toEqual(['error', 'success']);
    const lost = a.body.status === 'error' ? a : b;
    expect(lost.status).toBe(400);
    expect(['in_process', 'used']).toContain(codeOf(lost));
    expect(await wallet(db, p.id)).toEqual({ real: 0, bonus: 20_000, wagering: 100_000 });
    expect((await giftRow(db, prize.id)).state).toBe('used');
    expect(await checkLedger(db)).toEqual(BALANCED);
  });
});

describe('take-prize', () => {
  it('takes a no-deposit prize once: bonus money with its wagering, state used, `success`', async () => {
    const p = await newPlayer();
    const prize = await giftOf(db, p.id, { type: 'nondeposit', amounts: { RUB: 15_000, EUR: 150 }, wager: 30 });
    const seen: RealtimeMessage[] = [];
    const stop = onMessage((room, m) => room === `user:${p.hash}` && seen.push(m));
    const res = await takePrize(p.bearer, prize.id);
    stop();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', data: { id: prize.id, type: 'nondeposit', state: 'used' } });
    expect(await wallet(db, p.id)).toEqual({ real: 0, bonus: 15_000, wagering: 450_000 });
    expect(seen).toEqual(expect.arrayContaining([{ type: 'gifts_activated', gift: { id: prize.id, type: 'nondeposit', state: 'used' } }]));
    const again = await takePrize(p.bearer, prize.id);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ status: 'error', errors: [{ code: 'used' }] });
    expect((await giftsOf(db, p.id)).find((g) => g.id === prize.id)?.usedAt).not.toBeNull();
  });
});

afterAll(() => {
  // Every spec §8 code was answered by a test of this file.
  expect([...seenCodes].sort()).toEqual([...GIFT_ACTIVATION_ERROR_CODES].sort());
});

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';
import type { GameRunInfo } from '@/lib/domain/games/game-run';
import type { GiftTerms } from '@/lib/domain/gifts/gifts';
import type { StudioRoundAnswer } from '@/lib/domain/studio/studio-session';
import type { Db } from '@/lib/platform/db/client';
import { gameRounds, playerProgress } from '@/lib/platform/db/schema';
import { POST as gameRun } from '@/app/json-api/eapi/game-run/[slug]/route';
import { POST as playRoundRoute } from '@/app/json-api/studio/rounds/route';
import { GET as giftsRoute } from '@/app/json-api/user-gifts/route';
import { withSeededDb } from './helpers/test-db';
import { api } from './helpers/accounts';
import { registerPlayer, type TestPlayer } from './helpers/players';
import { giftRow } from './helpers/gifts';
import { activate, codeOf, giftOf, wallet } from './helpers/gift-activation';

/**
 * The producer's free-round gifts (spec §3 "provider-specific spins and free bets"), through the
 * activation call, the game run and the round call as the site uses them:
 *
 * - provider spins: N free rounds at the gift's stake on any slot of one producer, the player
 *   moving between its slots; none on another producer's game; a producer without an open slot
 *   cannot be activated;
 * - a free bet: one stake on any game of one producer, a table game included;
 * - both pay wins as bonus money wagered as the gift says, take nothing of the player's money,
 *   earn no experience, and share the giftspin's rule of one set of free rounds at a time.
 */
type Errors = { errors: { code: string }[] };
let db: Db;

withSeededDb((opened) => (db = opened));

const NORTHWIND_SLOTS = ['valhalla-raiders', 'frost-axe'];
const TABLE_GAME = 'lucky-dice';
const OTHER_SLOT = 'cherry-blaze';
const spins = (producerSlug: string, count: number): GiftTerms => ({ type: 'provider_spins', producerSlug, spins: count, stakes: { RUB: 1_000 }, wager: 15 });
const freebet = (producerSlug: string, stake = 5_000): GiftTerms => ({ type: 'freebet', producerSlug, stakes: { RUB: stake }, wager: 5 });

async function run(p: TestPlayer, slug: string): Promise<GameRunInfo> {
  const res = await api<{ data: GameRunInfo } & Errors, { slug: string }>(gameRun, `/json-api/eapi/game-run/${slug}`, {
    body: { platform: 'desktop', type: 'real' },
    bearer: p.bearer,
    params: { slug },
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

const freeRound = (runToken: string, bet: number, dice = false) =>
  api<{ data: StudioRoundAnswer } & Errors>(playRoundRoute, '/json-api/studio/rounds', {
    body: { runToken, roundId: randomUUID(), bet, freeSpin: true, ...(dice ? { target: 5000, direction: 'under' } : {}) },
  });

async function activated(p: TestPlayer, terms: GiftTerms): Promise<number> {
  const gift = await giftOf(db, p.id, terms);
  const res = await activate(p.bearer, gift.id, { platform: 'desktop' });
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ type: terms.type, state: 'activated' });
  return gift.id;
}

it('provider spins are played on any slot of the producer, one after another, and on no other game', async () => {
  const p = await registerPlayer();
  const giftId = await activated(p, spins('northwind', 3));
  const listed = (await api<{ data: { data: GiftDto[] } }>(giftsRoute, '/json-api/user-gifts', { bearer: p.bearer })).body.data.data.find((g) => g.id === giftId);
  expect(listed).toMatchObject({ type: 'provider_spins', state: 'activated', spinsLeft: 3 });

  // Another producer's slot knows nothing of them, and refuses a free round.
  const other = await run(p, OTHER_SLOT);
  expect(other.free_spins).toBeNull();
  expect(codeOf(await freeRound(other.runToken, 1_000))).toBe('no_free_spins');

  let won = 0;
  const first = await run(p, NORTHWIND_SLOTS[0]!);
  expect(first.free_spins).toEqual({ left: 3, stake: 1_000, kind: 'spins' });
  // The gift's stake only.
  expect(codeOf(await freeRound(first.runToken, 2_000))).toBe('invalid_bet');
  for (const left of [2, 1]) {
    const res = await freeRound(first.runToken, 1_000);
    expect(res.body.data).toMatchObject({ bet: 1_000, freeSpinsLeft: left });
    won += res.body.data.win;
  }
  // The player moves to another slot of the producer: the last spin is there.
  const second = await run(p, NORTHWIND_SLOTS[1]!);
  expect(second.free_spins).toEqual({ left: 1, stake: 1_000, kind: 'spins' });
  const last = await freeRound(second.runToken, 1_000);
  expect(last.body.data.freeSpinsLeft).toBe(0);
  won += last.body.data.win;

  expect(await giftRow(db, giftId)).toMatchObject({ state: 'used', spinsLeft: 0 });
  expect(await db.$count(gameRounds, and(eq(gameRounds.userId, p.id), eq(gameRounds.giftId, giftId)))).toBe(3);
  expect(await wallet(db, p.id)).toEqual({ real: 0, bonus: won, wagering: won * 15 });
  expect((await db.select().from(playerProgress).where(eq(playerProgress.userId, p.id)))[0]?.xpMillis ?? 0).toBe(0);
  expect((await run(p, NORTHWIND_SLOTS[0]!)).free_spins).toBeNull();
});

it('a free bet is one stake on any game of the producer, a table game included', async () => {
  const p = await registerPlayer();
  const giftId = await activated(p, freebet('velvet-dice'));
  expect((await run(p, OTHER_SLOT)).free_spins).toBeNull();
  const table = await run(p, TABLE_GAME);
  expect(table.free_spins).toEqual({ left: 1, stake: 5_000, kind: 'bet' });
  const res = await freeRound(table.runToken, 5_000, true);
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ bet: 5_000, freeSpinsLeft: 0, outcome: expect.objectContaining({ kind: 'dice' }) });
  const win = res.body.data.win;
  expect(await giftRow(db, giftId)).toMatchObject({ state: 'used', spinsLeft: 0 });
  expect(await wallet(db, p.id)).toEqual({ real: 0, bonus: win, wagering: win * 5 });
  // One stake only.
  expect(codeOf(await freeRound(table.runToken, 5_000, true))).toBe('no_free_spins');
});

it('activation refuses a producer with nowhere to play, and a second set of free rounds while one runs', async () => {
  const p = await registerPlayer();
  const refused = async (terms: GiftTerms) => {
    const gift = await giftOf(db, p.id, terms);
    const res = await activate(p.bearer, gift.id, { platform: 'desktop' });
    expect((await giftRow(db, gift.id)).state).toBe('received');
    return codeOf(res);
  };
  // Spins are played on slots: a producer of table games only has none.
  expect(await refused(spins('velvet-dice', 5))).toBe('invalid_provider_response');
  expect(await refused(spins('no-such-producer', 5))).toBe('invalid_provider_response');
  expect(await refused(freebet('no-such-producer'))).toBe('invalid_provider_response');
  // No stake in the player's currency.
  expect(await refused({ type: 'freebet', producerSlug: 'velvet-dice', stakes: { EUR: 500 }, wager: 5 })).toBe('invalid_provider_response');

  await activated(p, freebet('velvet-dice'));
  expect(await refused(spins('northwind', 5))).toBe('exists_active_giftspin');
  expect(await refused({ type: 'giftspin', gameSlug: OTHER_SLOT, spins: 5, stakes: { RUB: 1_000 }, wager: 10 })).toBe('exists_active_giftspin');
});

it('two free-round gifts of different types activated at once: exactly one runs', async () => {
  const p = await registerPlayer();
  const a = await giftOf(db, p.id, spins('northwind', 5));
  const b = await giftOf(db, p.id, freebet('velvet-dice'));
  const answers = await Promise.all([activate(p.bearer, a.id, { platform: 'desktop' }), activate(p.bearer, b.id, { platform: 'desktop' })]);
  expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
  expect(codeOf(answers.find((r) => r.status === 400)!)).toBe('exists_active_giftspin');
});

import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { and, eq, inArray } from 'drizzle-orm';
import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';
import type { GiftReason, GiftSpec } from '@/lib/domain/gifts/gifts';
import type { StudioRoundRequest } from '@/lib/domain/studio/round-types';
import type { Db } from '@/lib/platform/db/client';
import { categories, compointProducts, gameCategories, games, promoPrizes, promotions, userGifts } from '@/lib/platform/db/schema';
import { loyaltyBudget } from '@/lib/platform/economics/loyalty-budget';
import { playRound } from '@/lib/platform/games/engines/play-round';
import { seededRng } from '@/lib/platform/games/engines/seeded-rng';
import { findRunIdentity } from '@/lib/platform/games/game-sessions';
import { settlePlayerRound } from '@/lib/platform/games/studio-rounds';
import { studioGameOfSession } from '@/lib/platform/games/studio-games';
import { now } from '@/lib/platform/clock';
import { deposit } from '@/lib/platform/wallet/credits';
import { InsufficientFundsError } from '@/lib/platform/wallet/errors';
import { POST as buyRoute } from '@/app/json-api/compoint-products/[id]/route';
import { POST as exchangeRoute } from '@/app/json-api/actions/[key]/prizes/[prizeId]/exchange/route';
import { PUT as activateRoute } from '@/app/json-api/gifts/activate/[id]/route';
import { api } from './helpers/accounts';
import { wallet } from './helpers/gift-activation';
import { registerPlayer, type TestPlayer } from './helpers/players';
import { runToken } from './helpers/studio-play';
import { withSeededDb } from './helpers/test-db';

/**
 * The house economics' promise, as a property (fast-check): whatever a player does with the
 * loyalty paths of the shipped configuration — real-money rounds of slots and table games, shop
 * purchases, prize exchanges, taking the gifts they bring — no sequence turns stakes into more
 * withdrawable money than stakes × (RTP + loyalty budget). Everything runs through the real round
 * transaction and the real calls; only the game's luck is taken out: every round wins exactly its
 * stake × the game's RTP (rounded down), so what is left over is what the rewards paid.
 *
 * At the end the player clears any wagering still owed by playing on, as a player after a payout
 * would; what they may then withdraw is compared with the deposit, less the stakes, plus each
 * stake × (its game's RTP + budget). One-time offers (the registration gift, achievements, promo
 * codes) are per player, not per stake: the model lists them apart, and they are not taken here.
 * FC_SEED / FC_RUNS replay or widen a run.
 */
let db: Db;
withSeededDb((opened) => (db = opened));

const DEPOSIT = 50_000_000;
const MAX_BET = 10_000;
/** Gifts the loyalty paths bring: a level's, the shop's (and a bundle's children), a prize's. */
const LOYALTY_REASONS: GiftReason[] = ['level.changed', 'compoints', 'compoint_product_purchase', 'promotions'];

interface Ledger {
  /** The deposit less every stake plus each stake × (its game's RTP + budget): the most the player may withdraw. */
  bound: number;
  rounds: number;
}

type Action = { kind: 'play'; game: 'slot' | 'table'; bet: number; rounds: number } | { kind: 'buy'; index: number } | { kind: 'exchange'; index: number } | { kind: 'take' };

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('play' as const), game: fc.constantFrom('slot' as const, 'table' as const), bet: fc.constantFrom(2_000, 5_000, MAX_BET), rounds: fc.integer({ min: 10, max: 150 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('buy' as const), index: fc.nat(20) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('exchange' as const), index: fc.nat(20) }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'take' as const }) },
);

async function tableSlug(): Promise<string> {
  const [row] = await db
    .select({ slug: games.slug })
    .from(games)
    .innerJoin(gameCategories, eq(gameCategories.gameId, games.id))
    .innerJoin(categories, eq(categories.id, gameCategories.categoryId))
    .where(eq(categories.slug, 'table'))
    .limit(1);
  return row!.slug;
}

/** `count` real-money rounds of `slug`, each winning exactly bet × RTP (rounded down); stops when the money runs out. */
async function play(p: TestPlayer, slug: string, bet: number, count: number, ledger: Ledger, budget: number): Promise<void> {
  const session = (await findRunIdentity(db, await runToken(p, slug)))!;
  const game = await studioGameOfSession(db, session);
  const rng = seededRng(ledger.rounds + 1);
  const request: StudioRoundRequest = game.studio.kind === 'dice' ? { bet, target: 5_000, direction: 'under' } : { bet };
  for (let i = 0; i < count; i += 1) {
    const played = playRound(game.studio, request, rng);
    if (!played.ok) throw new Error(`round refused: ${played.error}`);
    const round = { sessionId: session.id, roundId: randomUUID(), gameId: session.gameId, userId: p.id, mode: 'real' as const, currency: 'RUB', bet, win: Math.floor(bet * game.studio.rtp), outcome: played.outcome, createdAt: now() };
    try {
      await settlePlayerRound(db, session, round, game.allowBonus);
    } catch (error) {
      if (error instanceof InsufficientFundsError) return;
      throw error;
    }
    ledger.bound += Math.floor(bet * (game.studio.rtp + budget)) - bet;
    ledger.rounds += 1;
  }
}

async function buy(p: TestPlayer, index: number): Promise<void> {
  const products = await db.select({ id: compointProducts.id }).from(compointProducts).where(eq(compointProducts.active, true)).orderBy(compointProducts.position);
  const product = products[index % products.length]!;
  await api(buyRoute, `/json-api/compoint-products/${product.id}`, { body: { requestId: randomUUID().replaceAll('-', '') }, bearer: p.bearer, params: { id: String(product.id) } });
}

async function exchange(p: TestPlayer, index: number): Promise<void> {
  const [promo] = await db.select({ id: promotions.id }).from(promotions).where(eq(promotions.slug, 'coin-exchange'));
  const prizes = await db.select({ id: promoPrizes.id }).from(promoPrizes).where(eq(promoPrizes.promoId, promo!.id)).orderBy(promoPrizes.position);
  const prize = prizes[index % prizes.length]!;
  await api(exchangeRoute, `/json-api/actions/${promo!.id}/prizes/${prize.id}/exchange`, { method: 'POST', bearer: p.bearer, params: { key: String(promo!.id), prizeId: String(prize.id) } });
}

/** Takes every loyalty gift waiting (a refusal, such as has_bonus while bonus money is held, leaves it waiting). */
async function take(p: TestPlayer): Promise<void> {
  const waiting = await db
    .select({ id: userGifts.id })
    .from(userGifts)
    .where(and(eq(userGifts.userId, p.id), eq(userGifts.state, 'received'), inArray(userGifts.reason, LOYALTY_REASONS)));
  for (const gift of waiting) await api<{ data: GiftDto }, { id: string }>(activateRoute, `/json-api/gifts/activate/${gift.id}`, { method: 'PUT', bearer: p.bearer, params: { id: String(gift.id) }, body: { platform: 'desktop' } });
}

/** Plays the sequence, clears the wagering still owed, and answers what may be withdrawn and the bound. */
async function playOut(actions: readonly Action[]): Promise<{ withdrawable: number; bound: number }> {
  const budget = loyaltyBudget();
  const p = await registerPlayer();
  await deposit(db, { transactionId: `economics-property:${p.id}`, userId: p.id, currency: 'RUB', amount: DEPOSIT });
  const table = await tableSlug();
  const ledger: Ledger = { bound: DEPOSIT, rounds: 0 };
  for (const step of actions) {
    if (step.kind === 'play') await play(p, step.game === 'slot' ? 'cherry-blaze' : table, step.bet, step.rounds, ledger, budget);
    else if (step.kind === 'buy') await buy(p, step.index);
    else if (step.kind === 'exchange') await exchange(p, step.index);
    else await take(p);
  }
  for (let owed = (await wallet(db, p.id)).wagering; owed > 0; owed = (await wallet(db, p.id)).wagering) {
    const before = ledger.rounds;
    await play(p, 'cherry-blaze', MAX_BET, Math.ceil(owed / MAX_BET), ledger, budget);
    if (ledger.rounds === before) break;
  }
  const end = await wallet(db, p.id);
  return { withdrawable: end.wagering === 0 ? end.real : 0, bound: ledger.bound };
}

it('no sequence of loyalty rewards turns stakes into more withdrawable money than stakes × (RTP + budget)', async () => {
  const runs = Number(process.env.FC_RUNS ?? 6);
  const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;
  await fc.assert(
    fc.asyncProperty(fc.array(action, { minLength: 2, maxLength: 8 }), async (actions) => {
      const { withdrawable, bound } = await playOut(actions);
      expect(withdrawable).toBeLessThanOrEqual(bound);
    }),
    { numRuns: runs, seed, endOnFailure: true },
  );
  // Sequences long enough to reach the shop's and the exchange's prices, every time.
  const long: Action[] = [
    { kind: 'play', game: 'slot', bet: MAX_BET, rounds: 450 },
    { kind: 'buy', index: 1 },
    { kind: 'buy', index: 0 },
    { kind: 'exchange', index: 0 },
    { kind: 'play', game: 'table', bet: MAX_BET, rounds: 150 },
    { kind: 'take' },
  ];
  const { withdrawable, bound } = await playOut(long);
  expect(withdrawable).toBeLessThanOrEqual(bound);
});

it('the bound catches a shop that pays more than the house earns (the old 10 compoints for 100 RUB of cash)', async () => {
  const gift: GiftSpec = { title: { ru: 'x', en: 'x', it: 'x' }, terms: { type: 'cash', amounts: { RUB: 10_000 }, to: 'real', wager: 0 }, validDays: 1 };
  const [old] = await db.insert(compointProducts).values({ price: 10, gift, paysCash: true, position: -1 }).returning({ id: compointProducts.id });
  try {
    // 1 000 RUB of slot stakes earn 10 compoints, which buy 100 RUB of cash.
    const { withdrawable, bound } = await playOut([{ kind: 'play', game: 'slot', bet: MAX_BET, rounds: 10 }, { kind: 'buy', index: 0 }, { kind: 'take' }]);
    expect(withdrawable).toBeGreaterThan(bound);
  } finally {
    await db.update(compointProducts).set({ active: false }).where(eq(compointProducts.id, old!.id));
  }
});

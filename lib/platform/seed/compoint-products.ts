import 'server-only';
import { count, eq, sql } from 'drizzle-orm';
import type { CurrencyAmounts, GiftSpec } from '@/lib/domain/gifts/gifts';
import type { Db } from '@/lib/platform/db/client';
import { compointProducts, users } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { creditCompoints } from '@/lib/platform/wallet/compoints';
import { DEMO_PLAYER } from './demo-player';

/**
 * The compoints shop's products: gifts of several types, priced so that the shop returns at most
 * about 0.25 % of slot stakes (1 compoint per 100 RUB staked; a compoint buys at most 0.25 RUB of
 * gifts: `npm run economics`), and one limited product with a stock. Money bought here is bonus
 * money with wagering (lib/domain/economics/reward-money.ts).
 * Added on their own (a database seeded before the shop existed gets them on its next start),
 * only while the table is empty: an operator's edits are never overwritten.
 */

/** A rouble amount in minor units of every currency, at about the same worth (lib/domain/levels/experience.ts rates). */
function rubles(rub: number): CurrencyAmounts {
  const minor = rub * 100;
  return { RUB: minor, EUR: minor / 100, USD: minor / 100, CAD: minor / 100, UAH: (minor * 40) / 100, KZT: minor * 5 };
}

interface ProductSeed {
  price: number;
  stock: number | null;
  gift: GiftSpec;
}

export const COMPOINT_PRODUCT_SEEDS: readonly ProductSeed[] = [
  {
    price: 5,
    stock: null,
    gift: { title: { ru: '50 очков опыта', en: '50 experience points', it: '50 punti esperienza' }, terms: { type: 'xp', points: 50 }, validDays: 30 },
  },
  {
    price: 400,
    stock: null,
    gift: { title: { ru: '100 ₽ бонусом', en: '100 ₽ bonus', it: '100 ₽ di bonus' }, terms: { type: 'cash', amounts: rubles(100), to: 'bonus', wager: 20 }, validDays: 30 },
  },
  {
    price: 400,
    stock: null,
    gift: {
      title: { ru: '10 фриспинов в Cherry Blaze', en: '10 free spins in Cherry Blaze', it: '10 giri gratis su Cherry Blaze' },
      terms: { type: 'giftspin', gameSlug: 'cherry-blaze', spins: 10, stakes: rubles(10), wager: 20 },
      validDays: 14,
    },
  },
  {
    price: 2000,
    stock: null,
    gift: { title: { ru: '500 ₽ бонусом', en: '500 ₽ bonus', it: '500 ₽ di bonus' }, terms: { type: 'cash', amounts: rubles(500), to: 'bonus', wager: 20 }, validDays: 30 },
  },
  {
    price: 2000,
    stock: null,
    gift: {
      title: { ru: '+50% к следующему депозиту до 1 000 ₽', en: '+50% on your next deposit up to 1,000 ₽', it: '+50% sul prossimo deposito fino a 1.000 ₽' },
      terms: { type: 'deposit_bonus', percent: 50, maxDeposits: 1, wager: 20 },
      depositLimits: Object.entries(rubles(1_000)).map(([currency, limit]) => ({ currency, limit })),
      validDays: 30,
    },
  },
  {
    // A bundle: bought, it waits in Pick up (reason compoints); taken, its gifts join the player's
    // list with reason compoint_product_purchase (lib/domain/gifts/gifts.ts groupChildReason).
    price: 200,
    stock: null,
    gift: {
      title: { ru: 'Набор: 5 фриспинов и 30 очков опыта', en: 'Bundle: 5 free spins and 30 experience points', it: 'Pacchetto: 5 giri gratis e 30 punti esperienza' },
      terms: {
        type: 'group',
        gifts: [
          {
            title: { ru: '5 фриспинов в Cherry Blaze', en: '5 free spins in Cherry Blaze', it: '5 giri gratis su Cherry Blaze' },
            terms: { type: 'giftspin', gameSlug: 'cherry-blaze', spins: 5, stakes: rubles(10), wager: 20 },
            validDays: 14,
          },
          { title: { ru: '30 очков опыта', en: '30 experience points', it: '30 punti esperienza' }, terms: { type: 'xp', points: 30 }, validDays: 30 },
        ],
      },
      validDays: 30,
    },
  },
  {
    price: 1200,
    stock: 10,
    gift: {
      title: { ru: 'Фирменная кружка Croupier', en: 'Croupier mug', it: 'Tazza Croupier' },
      terms: {
        type: 'custom',
        description: { ru: 'Кружка с логотипом: менеджер свяжется для доставки.', en: 'A mug with our logo: a manager will contact you about delivery.', it: 'Una tazza con il logo: un manager ti contatterà per la consegna.' },
        // What the mug and its delivery cost the house: the economics model counts it.
        worth: rubles(300),
      },
      validDays: 60,
    },
  },
];

/** Same lock family as the other seeds: instances starting together take turns. */
const PRODUCTS_LOCK_KEY = 0x43525560;

export async function ensureCompointProducts(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(compointProducts);
  if (Number(existing?.n ?? 0) > 0) return;
  await inTransaction(db, async (tx) => {
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${PRODUCTS_LOCK_KEY})`));
    const [again] = await tx.select({ n: count() }).from(compointProducts);
    if (Number(again?.n ?? 0) > 0) return;
    await tx.insert(compointProducts).values(COMPOINT_PRODUCT_SEEDS.map((p, i) => ({ ...p, type: 'gift' as const, position: i + 1 })));
  });
}

/**
 * The demo player's compoints, so the shop can be tried at once (README). Keyed by the player's
 * id, like its deposit: once per player, and a demo player created again gets its own.
 */
export const DEMO_PLAYER_COMPOINTS = 1_000;

export async function giveDemoPlayerCompoints(db: Db): Promise<void> {
  const [player] = await db.select({ id: users.id }).from(users).where(eq(users.hash, DEMO_PLAYER.hash)).limit(1);
  if (!player) return;
  await inTransaction(db, (tx) => creditCompoints(tx, { userId: player.id, amount: DEMO_PLAYER_COMPOINTS, key: `seed-compoints:demo-player:${player.id}` }));
}

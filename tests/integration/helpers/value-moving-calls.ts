import { and, eq, like, ne, sql } from 'drizzle-orm';
import { PROMO_COINS } from '@/lib/domain/money';
import { DUCK_HUNT_GAMES } from '@/lib/domain/promotions/duck-hunt';
import type { IdempotentCall } from '@/lib/domain/idempotency/idempotency';
import { getDb } from '@/lib/platform/db/client';
import { now } from '@/lib/platform/clock';
import { createPayout } from '@/lib/platform/cashbox/payouts';
import { WELCOME_GIFT_SPEC } from '@/lib/platform/seed/gift-offers';
import {
  compointProducts,
  couponCodes,
  couponRedemptions,
  giftOffers,
  promoHighFives,
  promoPointLogs,
  promoPrizeAwards,
  promotions,
  tournamentMembers,
  treasuryDeposits,
  treasuryPayouts,
  userContacts,
  userGifts,
} from '@/lib/platform/db/schema';
import { writeOffBonus } from '@/lib/platform/wallet/bonus-write-off';
import { deposit } from '@/lib/platform/wallet/credits';
import { POST as buyRoute } from '@/app/json-api/compoint-products/[id]/route';
import { POST as exchangeRoute } from '@/app/json-api/actions/[key]/prizes/[prizeId]/exchange/route';
import { PUT as activateRoute } from '@/app/json-api/gifts/activate/[id]/route';
import { POST as takePrizeRoute } from '@/app/json-api/gifts/nondeposit/take-prize/[id]/route';
import { POST as takeOfferRoute } from '@/app/json-api/gift-offers/[slug]/take/route';
import { POST as couponRoute } from '@/app/json-api/coupon-codes/activate/route';
import { GET as marbellaRoute } from '@/app/json-api/treasury/user/marbella/deposit/[method]/[amount]/route';
import { POST as rbkRoute } from '@/app/json-api/treasury/rbk-create-invoice/route';
import { POST as payoutPostRoute, PUT as payoutPutRoute } from '@/app/json-api/treasury/user-payout/[method]/route';
import { POST as payoutCancelRoute } from '@/app/json-api/treasury/user-payout/cancel/route';
import { POST as joinRoute } from '@/app/json-api/v2/tournaments/[slug]/members/route';
import { POST as highFiveRoute } from '@/app/json-api/high-fives/route';
import { POST as shotRoute } from '@/app/json-api/duck-hunt/games/[gameId]/shots/route';
import { api, type Res } from './accounts';
import type { Handler } from './api-call';
import { approveDocuments } from './documents';
import { registerDepositor, registerPlayer, type TestPlayer } from './players';
import { makePrize, makePromotion, seatMember } from './promotion-fixtures';
import { giveCompoints, makeTournament } from './tournament-fixtures';
import { key as ledgerKey } from './wallet';

/**
 * Every call that moves value (docs/ARCHITECTURE.md "Idempotency"), each with what it needs (a
 * player, money, a product, a promo …), its request and its effect counted in the database. The
 * idempotency tests send each the same way; the route inventory checks that no route that moves
 * value is missing here. The database is read through getDb() each time, so a restart (a new
 * handle) changes nothing for them.
 */

/** Where a request carries its key, and the log id a proxy or the custom server stamps on it. */
export interface KeyedRequest {
  header?: string;
  body?: string;
  requestId?: string;
}

export interface RunningCall {
  /** The call's request; `other` is a second request of the call (another path or body) with an effect of its own. */
  send(request: KeyedRequest, other?: boolean): Promise<Res<unknown>>;
  /** How many times the call took effect, counted in the database. */
  effects(): Promise<number>;
  /** Makes the other request possible (a paid tournament's seat is left behind only once it ended). */
  beforeOther?(): Promise<void>;
}

export interface ValueMovingCall {
  /** As the route inventory names it: "POST /json-api/compoint-products/{id}". */
  route: string;
  call: IdempotentCall;
  /** False when the call has no body (a GET): its key can only be a header. */
  body: boolean;
  setup(): Promise<RunningCall>;
}

interface Target<P> {
  handler: Handler<P>;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  params: P;
  body?: Record<string, unknown>;
}

function send<P>(p: TestPlayer, target: Target<P>, request: KeyedRequest): Promise<Res<unknown>> {
  const headers: Record<string, string> = {};
  if (request.header !== undefined) headers['idempotency-key'] = request.header;
  if (request.requestId !== undefined) headers['x-request-id'] = request.requestId;
  const body = target.method === 'GET' ? undefined : { ...target.body, ...(request.body === undefined ? {} : { requestId: request.body }) };
  return api<unknown, P>(target.handler, target.path, { method: target.method, bearer: p.bearer, params: target.params, body, headers, lang: 'en' });
}

const db = () => getDb();
type Db = Awaited<ReturnType<typeof getDb>>;

/** Rows of `table` where `where` holds, in the database as it is now. */
async function countRows(table: Parameters<Db['$count']>[0], where: Parameters<Db['$count']>[1]): Promise<number> {
  return Number(await (await db()).$count(table, where));
}

let seq = 0;
const tag = () => `${Date.now().toString(36)}${++seq}`;

async function newProduct(): Promise<number> {
  const [row] = await (await db())
    .insert(compointProducts)
    .values({ price: 1, gift: { title: { ru: 'Опыт', en: 'Experience', it: 'Esperienza' }, terms: { type: 'xp', points: 10 }, validDays: 7 }, position: 100 })
    .returning({ id: compointProducts.id });
  return row!.id;
}

async function gift(userId: number, terms: Record<string, unknown>): Promise<number> {
  const at = now();
  const [row] = await (await db())
    .insert(userGifts)
    .values({
      userId,
      type: terms.type as typeof userGifts.$inferInsert.type,
      title: { ru: 'Подарок', en: 'Gift', it: 'Regalo' },
      state: 'received',
      reason: 'personal',
      terms,
      depositLimits: [],
      grantKey: `idem-gift:${userId}:${tag()}`,
      expiredAt: new Date(at.getTime() + 7 * 86_400_000),
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: userGifts.id });
  return row!.id;
}

/** A player who may ask for a payout: real money, a verified phone, approved documents. */
async function payingPlayer(): Promise<TestPlayer> {
  const p = await registerPlayer();
  const handle = await db();
  await deposit(handle, { transactionId: ledgerKey('idem-payout'), userId: p.id, currency: 'RUB', amount: 1_000_000 });
  await handle.insert(userContacts).values({ userId: p.id, type: 'phone', value: `7900${String(p.id).padStart(7, '0')}`, isVerified: true, verifiedAt: now(), createdAt: now() });
  await approveDocuments(handle, p.id);
  return p;
}

const CARD = '4111 1111 1111 1111';

function payoutRequest(method: 'POST' | 'PUT'): ValueMovingCall {
  return {
    route: `${method} /json-api/treasury/user-payout/{method}`,
    call: 'payout_request',
    body: true,
    async setup() {
      const p = await payingPlayer();
      const handler = method === 'POST' ? payoutPostRoute : payoutPutRoute;
      return {
        send: (r, other) => send(p, { handler, method, path: '/json-api/treasury/user-payout/card', params: { method: 'card' }, body: { amount: other ? 30_000 : 20_000, account: CARD } }, r),
        effects: () => countRows(treasuryPayouts, eq(treasuryPayouts.userId, p.id)),
      };
    },
  };
}

export const VALUE_MOVING_CALLS: readonly ValueMovingCall[] = [
  {
    route: 'POST /json-api/compoint-products/{id}',
    call: 'compoint_purchase',
    body: true,
    async setup() {
      const p = await registerPlayer();
      await giveCompoints(await db(), p.id, 100);
      const [one, two] = [await newProduct(), await newProduct()];
      return {
        send: (r, other) => send(p, { handler: buyRoute, method: 'POST', path: `/json-api/compoint-products/${other ? two : one}`, params: { id: String(other ? two : one) } }, r),
        effects: () => countRows(userGifts, and(eq(userGifts.userId, p.id), eq(userGifts.reason, 'compoints'))),
      };
    },
  },
  {
    route: 'POST /json-api/actions/{key}/prizes/{prizeId}/exchange',
    call: 'promo_prize_exchange',
    body: true,
    async setup() {
      // Promotions reward depositors only (promotions/reward-gates.ts).
      const p = await registerDepositor();
      const promo = await makePromotion(await db());
      const prizes = [await makePrize(await db(), promo, { price: 10 * PROMO_COINS }), await makePrize(await db(), promo, { price: 10 * PROMO_COINS })];
      await seatMember(await db(), promo, p.id, 100);
      return {
        send: (r, other) => {
          const prize = prizes[other ? 1 : 0]!;
          return send(p, { handler: exchangeRoute, method: 'POST', path: `/json-api/actions/${promo.id}/prizes/${prize.id}/exchange`, params: { key: String(promo.id), prizeId: String(prize.id) } }, r);
        },
        effects: () => countRows(promoPrizeAwards, and(eq(promoPrizeAwards.promoId, promo.id), eq(promoPrizeAwards.userId, p.id))),
      };
    },
  },
  {
    route: 'PUT /json-api/gifts/activate/{id}',
    call: 'gift_activation',
    body: true,
    async setup() {
      const p = await registerPlayer();
      const cash = { type: 'cash', amounts: { RUB: 10_000 }, to: 'real', wager: 0 };
      const gifts = [await gift(p.id, cash), await gift(p.id, cash)];
      return {
        send: (r, other) => {
          const id = gifts[other ? 1 : 0]!;
          return send(p, { handler: activateRoute, method: 'PUT', path: `/json-api/gifts/activate/${id}`, params: { id: String(id) }, body: { platform: 'desktop' } }, r);
        },
        effects: () => countRows(userGifts, and(eq(userGifts.userId, p.id), ne(userGifts.state, 'received'))),
      };
    },
  },
  {
    route: 'POST /json-api/gifts/nondeposit/take-prize/{id}',
    call: 'gift_prize_take',
    body: true,
    async setup() {
      const p = await registerPlayer();
      const prize = { type: 'nondeposit', amounts: { RUB: 10_000 }, wager: 5 };
      const gifts = [await gift(p.id, prize), await gift(p.id, prize)];
      return {
        send: (r, other) => {
          const id = gifts[other ? 1 : 0]!;
          return send(p, { handler: takePrizeRoute, method: 'POST', path: `/json-api/gifts/nondeposit/take-prize/${id}`, params: { id: String(id) } }, r);
        },
        effects: () => countRows(userGifts, and(eq(userGifts.userId, p.id), ne(userGifts.state, 'received'))),
        // A second bonus is refused while the first one's money is there (has_bonus): it is written off first.
        beforeOther: async () => {
          await writeOffBonus(await db(), { transactionId: ledgerKey('idem-write-off'), userId: p.id, currency: 'RUB', below: Number.MAX_SAFE_INTEGER });
        },
      };
    },
  },
  {
    route: 'POST /json-api/gift-offers/{slug}/take',
    call: 'gift_offer_take',
    body: true,
    async setup() {
      const p = await registerPlayer();
      const slugs = [`idem-offer-${tag()}`, `idem-offer-${tag()}`];
      await (await db()).insert(giftOffers).values(slugs.map((slug) => ({ slug, spec: WELCOME_GIFT_SPEC, active: true, startsAt: new Date(0), endsAt: null, createdAt: now() })));
      return {
        send: (r, other) => {
          const slug = slugs[other ? 1 : 0]!;
          return send(p, { handler: takeOfferRoute, method: 'POST', path: `/json-api/gift-offers/${slug}/take`, params: { slug } }, r);
        },
        effects: () => countRows(userGifts, and(eq(userGifts.userId, p.id), like(userGifts.grantKey, 'offer:%'))),
      };
    },
  },
  {
    route: 'POST /json-api/coupon-codes/activate',
    call: 'coupon_activation',
    body: true,
    async setup() {
      const p = await registerPlayer();
      const codes = [`IDEM${tag().toUpperCase()}`, `IDEM${tag().toUpperCase()}`];
      const spec = { title: { ru: 'Бонус', en: 'Bonus', it: 'Bonus' }, terms: { type: 'cash', amounts: { RUB: 10_000 }, to: 'bonus', wager: 20 }, validDays: 7 };
      await (await db()).insert(couponCodes).values(codes.map((code) => ({ code, gift: spec, createdAt: now() })));
      return {
        send: (r, other) => send(p, { handler: couponRoute, method: 'POST', path: '/json-api/coupon-codes/activate', params: {}, body: { code: codes[other ? 1 : 0] } }, r),
        effects: () => countRows(couponRedemptions, eq(couponRedemptions.userId, p.id)),
      };
    },
  },
  {
    route: 'GET /json-api/treasury/user/marbella/deposit/{method}/{amount}',
    call: 'deposit_start',
    body: false,
    async setup() {
      const p = await registerPlayer();
      return {
        send: (r, other) => {
          const amount = String(other ? 60_000 : 50_000);
          return send(p, { handler: marbellaRoute, method: 'GET', path: `/json-api/treasury/user/marbella/deposit/card/${amount}`, params: { method: 'card', amount } }, r);
        },
        effects: () => countRows(treasuryDeposits, eq(treasuryDeposits.userId, p.id)),
      };
    },
  },
  {
    route: 'POST /json-api/treasury/rbk-create-invoice',
    call: 'deposit_start',
    body: true,
    async setup() {
      const p = await registerPlayer();
      return {
        send: (r, other) => send(p, { handler: rbkRoute, method: 'POST', path: '/json-api/treasury/rbk-create-invoice', params: {}, body: { method: 'sbp', amount: other ? 80_000 : 70_000 } }, r),
        effects: () => countRows(treasuryDeposits, eq(treasuryDeposits.userId, p.id)),
      };
    },
  },
  payoutRequest('POST'),
  payoutRequest('PUT'),
  {
    route: 'POST /json-api/treasury/user-payout/cancel',
    call: 'payout_cancel',
    body: true,
    async setup() {
      const p = await payingPlayer();
      const ask = async () => (await createPayout(await db(), { userId: p.id, method: 'card', amount: 20_000, account: CARD, locale: 'en' })).transaction_id;
      const payouts = [await ask(), await ask()];
      return {
        send: (r, other) => send(p, { handler: payoutCancelRoute, method: 'POST', path: '/json-api/treasury/user-payout/cancel', params: {}, body: { transaction_id: payouts[other ? 1 : 0] } }, r),
        effects: () => countRows(treasuryPayouts, and(eq(treasuryPayouts.userId, p.id), eq(treasuryPayouts.status, 'cancelled'))),
      };
    },
  },
  {
    route: 'POST /json-api/v2/tournaments/{slug}/members',
    call: 'tournament_seat',
    body: true,
    async setup() {
      const p = await registerPlayer();
      await giveCompoints(await db(), p.id, 50);
      const paid = [await makeTournament(await db(), { compointPrice: 5 }), await makeTournament(await db(), { compointPrice: 5 })];
      return {
        send: (r, other) => {
          const { slug } = paid[other ? 1 : 0]!;
          return send(p, { handler: joinRoute, method: 'POST', path: `/json-api/v2/tournaments/${slug}/members`, params: { slug } }, r);
        },
        effects: () => countRows(tournamentMembers, eq(tournamentMembers.userId, p.id)),
        // A paid seat keeps its player while its tournament runs (spec §4): the first one ends.
        beforeOther: async () => {
          await (await db()).execute(sql`update tournaments set end_at = now() - interval '1 minute', start_at = now() - interval '2 hours' where id = ${paid[0]!.id}`);
        },
      };
    },
  },
  {
    route: 'POST /json-api/high-fives',
    call: 'high_five',
    body: true,
    async setup() {
      const [p, q, r] = [await registerDepositor(), await registerDepositor(), await registerDepositor()];
      const promo = await makePromotion(await db());
      for (const member of [p, q, r]) await seatMember(await db(), promo, member.id, 0);
      return {
        send: (request, other) => send(p, { handler: highFiveRoute, method: 'POST', path: '/json-api/high-fives', params: {}, body: { actionId: promo.id, toUserId: (other ? r : q).id } }, request),
        effects: () => countRows(promoHighFives, and(eq(promoHighFives.promoId, promo.id), eq(promoHighFives.fromUserId, p.id))),
      };
    },
  },
  {
    route: 'POST /json-api/duck-hunt/games/{gameId}/shots',
    call: 'duck_hunt_shot',
    body: true,
    async setup() {
      const p = await registerPlayer();
      const game = DUCK_HUNT_GAMES[0]!;
      const [promo] = await (await db()).select().from(promotions).where(eq(promotions.slug, game.promoSlug));
      await seatMember(await db(), promo!, p.id, 0);
      // One game only: another shot is the same request, which a new key makes a new shot.
      return {
        send: (r) => send(p, { handler: shotRoute, method: 'POST', path: `/json-api/duck-hunt/games/${game.id}/shots`, params: { gameId: String(game.id) } }, r),
        effects: () => countRows(promoPointLogs, and(eq(promoPointLogs.promoId, promo!.id), eq(promoPointLogs.userId, p.id), eq(promoPointLogs.reason, 'duck_hunt'))),
      };
    },
  },
];

/** The calls whose other request differs from the first (all but the duck hunt's one game). */
export const otherIsAnotherRequest = (c: ValueMovingCall) => c.call !== 'duck_hunt_shot';

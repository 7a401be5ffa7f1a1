import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { z } from 'zod';
import { declarationOf } from '@/lib/platform/http/route-declaration';
import { DEMO_PLAYER } from '@/lib/platform/seed/demo-player';
import { promotionDtoSchema } from '@/lib/platform/promotions/promotion-answers';
import { dataAnswer } from '@/lib/platform/answer-schema';
import { POST as login } from '@/app/json-api/login/route';
import { POST as register } from '@/app/json-api/users/register/route';
import { POST as refresh } from '@/app/json-api/token/refresh/route';
import { GET as balance } from '@/app/json-api/users/balance/route';
import { GET as profile } from '@/app/json-api/users/profile/route';
import { GET as games } from '@/app/json-api/v2/games/route';
import { GET as game } from '@/app/json-api/v2/games/[slug]/route';
import { GET as recentGames } from '@/app/json-api/v2/games/recent/route';
import { GET as categories } from '@/app/json-api/v2/categories/route';
import { POST as gameRun } from '@/app/json-api/eapi/game-run/[slug]/route';
import { POST as studioRound } from '@/app/json-api/studio/rounds/route';
import { GET as paymentSystems } from '@/app/json-api/treasury/payment-system/route';
import { GET as payoutSystems } from '@/app/json-api/treasury/payout-system/route';
import { GET as sumRange } from '@/app/json-api/treasury/sum-range/route';
import { GET as generalLimit } from '@/app/json-api/treasury/general-limit/route';
import { GET as deposits } from '@/app/json-api/treasury/user/deposits/route';
import { GET as depositStart } from '@/app/json-api/treasury/user/marbella/deposit/[method]/[amount]/route';
import { GET as promotions } from '@/app/json-api/actions/route';
import { GET as activePromotions } from '@/app/json-api/actions/active/route';
import { GET as promotion } from '@/app/json-api/actions/[key]/route';
import { GET as participant } from '@/app/json-api/actions/[key]/participant/route';
import { GET as tournaments } from '@/app/json-api/v2/tournaments/route';
import { GET as tournament } from '@/app/json-api/v2/tournaments/[slug]/route';
import { GET as series } from '@/app/json-api/tournament-series/route';
import { GET as gifts } from '@/app/json-api/user-gifts/route';
import { GET as compointProducts } from '@/app/json-api/compoint-products/route';
import { GET as compointsConfig } from '@/app/json-api/compoints/config/route';
import { GET as levels } from '@/app/json-api/levels/route';
import { GET as winners } from '@/app/api/winners/route';
import { GET as banners } from '@/app/json-api/banners/route';
import { POST as joinTournament } from '@/app/json-api/v2/tournaments/[slug]/members/route';
import { PUT as chooseTournament } from '@/app/json-api/v2/tournaments/[slug]/choose/route';
import { POST as highFive } from '@/app/json-api/high-fives/route';
import { POST as activateCoupon } from '@/app/json-api/coupon-codes/activate/route';
import { POST as cashboxSelect } from '@/app/json-api/user-gifts/cashbox-select/route';
import { GET as giftCount } from '@/app/json-api/user-gifts/payout-gift-count/route';
import { PUT as activateGift } from '@/app/json-api/gifts/activate/[id]/route';
import { POST as buyProduct } from '@/app/json-api/compoint-products/[id]/route';
import { GET as tournamentGames } from '@/app/json-api/v2/tournaments/[slug]/games/route';
import { GET as category } from '@/app/json-api/v2/categories/[slug]/route';
import { GET as balanceLogs } from '@/app/json-api/action-balance-logs/route';
import { GET as highFives } from '@/app/json-api/actions/[key]/high-fives/route';
import { GET as highFiveStatistic } from '@/app/json-api/actions/[key]/high-fives/statistic/route';
import { GET as depositGoals } from '@/app/json-api/actions/[key]/daily-deposit-amount-achievements/route';
import { GET as lastBet } from '@/app/json-api/treasury/user/last-bet/route';
import { GET as phoneCodes } from '@/app/json-api/treasury/phone-codes/route';
import { GET as sandboxInvoice } from '@/app/json-api/treasury/sandbox/[token]/route';
import { POST as sandboxComplete } from '@/app/json-api/treasury/sandbox/[token]/complete/route';
import { GET as todayDeposit } from '@/app/json-api/users/statistics/today-deposit-amount/route';
import { POST as cashboxOpen } from '@/app/json-api/treasury/open/route';
import { POST as firstAuthSeen } from '@/app/json-api/users/first-auth/seen/route';
import { POST as logout } from '@/app/json-api/logout/route';
import { POST as beParticipant } from '@/app/json-api/actions/be_participant/route';
import { POST as exchange } from '@/app/json-api/actions/[key]/prizes/[prizeId]/exchange/route';
import { GET as participants } from '@/app/json-api/actions/[key]/participants/route';
import { GET as onVerification } from '@/app/json-api/players/contacts/onverification/route';
import { POST as createContact } from '@/app/json-api/players/contacts/create/[type]/route';
import { POST as restoreRequest } from '@/app/json-api/users/restore-password/request/route';
import { GET as protection } from '@/app/json-api/protection/route';
import { PUT as depositLimits } from '@/app/json-api/protection/deposit-limits/route';
import { PUT as realityCheck } from '@/app/json-api/protection/reality-check/route';
import { GET as playSummary } from '@/app/json-api/protection/play-summary/route';
import { POST as timeOut } from '@/app/json-api/protection/time-out/route';
import { POST as selfExclusion } from '@/app/json-api/protection/self-exclusion/route';
import { GET as achievements } from '@/app/json-api/user-achievements/route';
import { GET as notices } from '@/app/json-api/user-notifications/route';
import { POST as readNotice } from '@/app/json-api/user-notifications/read/[id]/route';
import { GET as staticPages } from '@/app/json-api/static-pages/route';
import { GET as staticPage } from '@/app/json-api/static-pages/[slug]/route';
import { GET as canonical } from '@/app/json-api/seo/canonical/route';
import { GET as seoFooter } from '@/app/json-api/seo/footer/route';
import { GET as seoMeta } from '@/app/json-api/seo/meta/route';
import { GET as footerBlocks } from '@/app/json-api/blocks/footer/route';
import { GET as currentBlock } from '@/app/json-api/content/current-block/route';
import { POST as leaveGame } from '@/app/json-api/eapi/game-sessions/leave/route';
import { GET as giftOffer } from '@/app/json-api/gift-offers/[slug]/route';
import { POST as takeGiftOffer } from '@/app/json-api/gift-offers/[slug]/take/route';
import { GET as promoWidget } from '@/app/json-api/content/promo-widgets/current/route';
import { GET as duckHunt } from '@/app/json-api/duck-hunt/games/[gameId]/route';
import { POST as duckShot } from '@/app/json-api/duck-hunt/games/[gameId]/shots/route';
import { GET as documents } from '@/app/json-api/verifications/route';
import { PUT as uploadDocument } from '@/app/json-api/verifications/[id]/route';
import { DUCK_HUNT_GAMES } from '@/lib/domain/promotions/duck-hunt';
import { fileDocumentStorage, setDocumentStorage } from '@/lib/platform/documents/document-storage';
import { GET as serverdata } from '@/app/json-api/serverdata/route';
import { POST as takePrize } from '@/app/json-api/gifts/nondeposit/take-prize/[id]/route';
import { GET as webimVisitor } from '@/app/json-api/chat/webim/route';
import { GET as userLevel } from '@/app/json-api/levels/user-level/route';
import type { Db } from '@/lib/platform/db/client';
import { withSeededDb } from './helpers/test-db';
import { registerDepositor, registerPlayer } from './helpers/players';
import { makePrize, makePromotion, seatMember } from './helpers/promotion-fixtures';
import { api, emailRegistration, uniqueEmail, uniquePhone, withConfig, type Req, type Res } from './helpers/accounts';
import type { Handler } from './helpers/api-call';

/**
 * The answer schemas the API description publishes hold what the handlers really answer: each
 * call below is made against the seeded database and its 200 answer parsed with the schema its
 * route declares (strict objects: a field the schema lacks fails as surely as a missing one).
 */

let db: Db;

withSeededDb((opened) => (db = opened));

type Declared<P> = Handler<P> & { declaration?: unknown };

function answerSchemaOf(handler: unknown): z.ZodType {
  const answer = declarationOf(handler)?.answer;
  if (!answer) throw new Error('the route declares no answer schema');
  return answer;
}

/** Calls a route, expects 200 and an answer its declared schema parses; gives the answer. */
async function expectDeclaredAnswer<T = Record<string, unknown>, P = Record<string, string>>(handler: Declared<P>, path: string, req: Req<P> = {}): Promise<Res<T>> {
  const res = await api<T, P>(handler, path, req);
  expect([path, res.status]).toEqual([path, 200]);
  const parsed = answerSchemaOf(handler).safeParse(res.body);
  expect([path, parsed.success ? [] : parsed.error.issues]).toEqual([path, []]);
  return res;
}

let demo: string;

beforeAll(async () => {
  const res = await api<{ accessToken: string }>(login, '/json-api/login', { body: { login: DEMO_PLAYER.email, password: DEMO_PLAYER.password } });
  demo = res.body.accessToken;
});

describe('accounts', () => {
  it('login, registration (e-mail: tokens; a web page: success) and refresh answer their schemas', async () => {
    await expectDeclaredAnswer(login, '/json-api/login', { body: { login: DEMO_PLAYER.email, password: DEMO_PLAYER.password } });
    await expectDeclaredAnswer(login, '/json-api/login', { body: { login: DEMO_PLAYER.email, password: DEMO_PLAYER.password }, headers: { 'sec-fetch-site': 'same-origin' } });
    const signUp = await expectDeclaredAnswer<{ refreshToken: string }>(register, '/json-api/users/register', { body: emailRegistration() });
    const renewed = await expectDeclaredAnswer<{ accessToken: string; refreshToken: string }>(refresh, '/json-api/token/refresh', { body: { refreshToken: signUp.body.refreshToken } });
    await expectDeclaredAnswer(firstAuthSeen, '/json-api/users/first-auth/seen', { method: 'POST', bearer: renewed.body.accessToken });
    await expectDeclaredAnswer(logout, '/json-api/logout', { body: { refreshToken: renewed.body.refreshToken } });
  });

  it('balance and profile answer their schemas', async () => {
    await expectDeclaredAnswer(balance, '/json-api/users/balance', { bearer: demo });
    await expectDeclaredAnswer(profile, '/json-api/users/profile', { bearer: demo });
  });
});

describe('catalogue', () => {
  it('games, one game, categories, producers and a game run answer their schemas', async () => {
    const page = await expectDeclaredAnswer<{ data: { data: { slug: string }[] } }>(games, '/json-api/v2/games?limit=50');
    const slug = page.body.data.data[0]!.slug;
    await expectDeclaredAnswer(game, `/json-api/v2/games/${slug}`, { params: { slug } });
    await expectDeclaredAnswer(categories, '/json-api/v2/categories?type=category');
    await expectDeclaredAnswer(categories, '/json-api/v2/categories?type=producer');
    await expectDeclaredAnswer(category, '/json-api/v2/categories/slots', { params: { slug: 'slots' } });
    await expectDeclaredAnswer(gameRun, `/json-api/eapi/game-run/${slug}`, { body: { platform: 'desktop', type: 'demo' }, params: { slug } });
    await expectDeclaredAnswer(gameRun, `/json-api/eapi/game-run/${slug}`, { body: { platform: 'desktop' }, bearer: demo, params: { slug } });
    const recent = await expectDeclaredAnswer<{ data: { data: unknown[] } }>(recentGames, '/json-api/v2/games/recent', { bearer: demo });
    expect(recent.body.data.data.length).toBeGreaterThan(0);
  });
});

describe('studio rounds', () => {
  it('a slot round and a dice round (real money, then play money) answer their schema', async () => {
    const run = async (slug: string, type: 'real' | 'demo') =>
      (await api<{ data: { runToken: string } }, { slug: string }>(gameRun, `/json-api/eapi/game-run/${slug}`, { body: { platform: 'desktop', type }, bearer: demo, params: { slug } })).body.data.runToken;
    const round = (runToken: string, extra: Record<string, unknown> = {}) =>
      expectDeclaredAnswer(studioRound, '/json-api/studio/rounds', { body: { runToken, roundId: randomUUID(), bet: 100, ...extra } });
    await round(await run('cherry-blaze', 'real'));
    await round(await run('european-roulette', 'real'), { target: 5000, direction: 'under' });
    await round(await run('cherry-blaze', 'demo'));
  });
});

describe('cashbox', () => {
  it('the reference calls, a deposit start and the history answer their schemas', async () => {
    const systems = await expectDeclaredAnswer<{ data: { data: { code: string; flow: string; min: number }[] } }>(paymentSystems, '/json-api/treasury/payment-system', { bearer: demo });
    await expectDeclaredAnswer(payoutSystems, '/json-api/treasury/payout-system', { bearer: demo });
    await expectDeclaredAnswer(sumRange, '/json-api/treasury/sum-range', { bearer: demo });
    await expectDeclaredAnswer(generalLimit, '/json-api/treasury/general-limit', { bearer: demo });
    const method = systems.body.data.data.find((system) => system.flow === 'marbella')!;
    const params = { method: method.code, amount: String(method.min) };
    const started = await expectDeclaredAnswer<{ data: { redirectUrl: string } }, { method: string; amount: string }>(depositStart, `/json-api/treasury/user/marbella/deposit/${params.method}/${params.amount}`, { bearer: demo, params });
    const token = started.body.data.redirectUrl.split('/').pop()!;
    await expectDeclaredAnswer(sandboxInvoice, `/json-api/treasury/sandbox/${token}`, { params: { token } });
    await expectDeclaredAnswer(sandboxComplete, `/json-api/treasury/sandbox/${token}/complete`, { body: { outcome: 'paid' }, params: { token } });
    await expectDeclaredAnswer(todayDeposit, '/json-api/users/statistics/today-deposit-amount', { bearer: demo });
    await expectDeclaredAnswer(lastBet, '/json-api/treasury/user/last-bet', { bearer: demo });
    await expectDeclaredAnswer(phoneCodes, '/json-api/treasury/phone-codes');
    await expectDeclaredAnswer(cashboxOpen, '/json-api/treasury/open', { bearer: demo, body: {} });
    const history = await expectDeclaredAnswer<{ data: { data: unknown[] } }>(deposits, '/json-api/treasury/user/deposits', { bearer: demo });
    expect(history.body.data.data.length).toBeGreaterThan(0);
  });
});

describe('promotions and tournaments', () => {
  it('the promotion list, the active ones, one and the player’s data answer their schemas', async () => {
    const list = await expectDeclaredAnswer<{ data: { id: number; slug: string; useParticipantBtn: boolean }[] }>(promotions, '/json-api/actions', { bearer: demo });
    expect(list.body.data.length).toBeGreaterThan(2);
    await expectDeclaredAnswer(activePromotions, '/json-api/actions/active');
    const open = list.body.data.find((p) => !p.useParticipantBtn)!;
    await expectDeclaredAnswer(promotion, `/json-api/actions/${open.slug}`, { params: { key: open.slug } });
    await expectDeclaredAnswer(participant, `/json-api/actions/${open.id}/participant`, { bearer: demo, params: { key: String(open.id) } });
  });

  it('the tournament list, one tournament and the series answer their schemas', async () => {
    const list = await expectDeclaredAnswer<{ data: { slug: string }[] }>(tournaments, '/json-api/v2/tournaments', { bearer: demo });
    const slug = list.body.data[0]!.slug;
    await expectDeclaredAnswer(tournament, `/json-api/v2/tournaments/${slug}`, { bearer: demo, params: { slug } });
    await expectDeclaredAnswer(tournament, `/json-api/v2/tournaments/${slug}`, { params: { slug } });
    await expectDeclaredAnswer(tournamentGames, '/json-api/v2/tournaments/daily-spin-sprint/games', { params: { slug: 'daily-spin-sprint' } });
    await expectDeclaredAnswer(series, '/json-api/tournament-series');
  });
});

describe('gifts, compoints and levels', () => {
  it('the gifts, the shop, its config and the levels answer their schemas', async () => {
    const held = await expectDeclaredAnswer<{ data: { data: unknown[] } }>(gifts, '/json-api/user-gifts', { bearer: demo });
    expect(held.body.data.data.length).toBeGreaterThan(0);
    const shop = await expectDeclaredAnswer<{ data: { data: unknown[] } }>(compointProducts, '/json-api/compoint-products?type=gift', { bearer: demo });
    expect(shop.body.data.data.length).toBeGreaterThan(0);
    await expectDeclaredAnswer(compointsConfig, '/json-api/compoints/config', { bearer: demo });
    await expectDeclaredAnswer(levels, '/json-api/levels');
    await expectDeclaredAnswer(userLevel, '/json-api/levels/user-level', { bearer: demo });
  });
});

describe('the lobby, joining, high-fives, promo codes and the cashbox gift', () => {
  it('winners and banners answer their schemas', async () => {
    await expectDeclaredAnswer(winners, '/api/winners');
    await expectDeclaredAnswer(banners, '/json-api/banners');
  });

  it('joining and choosing a tournament answer their schema', async () => {
    const p = await registerPlayer();
    const params = { slug: 'daily-spin-sprint' };
    await expectDeclaredAnswer(joinTournament, '/json-api/v2/tournaments/daily-spin-sprint/members', { method: 'POST', bearer: p.bearer, params });
    await expectDeclaredAnswer(chooseTournament, '/json-api/v2/tournaments/daily-spin-sprint/choose', { method: 'PUT', bearer: p.bearer, params });
  });

  it('a high-five, a promo code, the cashbox pick and the gift counter answer their schemas', async () => {
    const promo = await makePromotion(db);
    const [a, b] = await Promise.all([registerDepositor(), registerDepositor()]);
    await expectDeclaredAnswer(highFive, '/json-api/high-fives', { bearer: a.bearer, body: { actionId: promo.id, toUserId: b.id } });
    const key = { key: String(promo.id) };
    await expectDeclaredAnswer(highFives, `/json-api/actions/${promo.id}/high-fives`, { bearer: a.bearer, params: key });
    await expectDeclaredAnswer(highFiveStatistic, `/json-api/actions/${promo.id}/high-fives/statistic`, { bearer: a.bearer, params: key });
    await expectDeclaredAnswer(depositGoals, `/json-api/actions/${promo.id}/daily-deposit-amount-achievements`, { bearer: a.bearer, params: key });
    await expectDeclaredAnswer(participants, `/json-api/actions/${promo.id}/participants`, { bearer: a.bearer, params: key });
    const logs = await expectDeclaredAnswer<{ data: { items: unknown[] } }>(balanceLogs, `/json-api/action-balance-logs?actionId=${promo.id}`, { bearer: a.bearer });
    expect(logs.body.data.items.length).toBeGreaterThan(0);
    await expectDeclaredAnswer(activateCoupon, '/json-api/coupon-codes/activate', { bearer: a.bearer, body: { code: 'WELCOME2026' } });
    await expectDeclaredAnswer(cashboxSelect, '/json-api/user-gifts/cashbox-select', { bearer: a.bearer, body: { user_gift_id: null } });
    await expectDeclaredAnswer(giftCount, '/json-api/user-gifts/payout-gift-count', { bearer: a.bearer });
  });

  it('activating a gift and buying in the compoints shop answer their schemas', async () => {
    const held = await api<{ data: { data: { id: number; type: string; state: string }[] } }>(gifts, '/json-api/user-gifts', { bearer: demo });
    const spins = held.body.data.data.find((gift) => gift.type === 'giftspin' && gift.state === 'received')!;
    await expectDeclaredAnswer(activateGift, `/json-api/gifts/activate/${spins.id}`, { method: 'PUT', bearer: demo, body: { platform: 'desktop' }, params: { id: String(spins.id) } });
    const shop = await api<{ data: { data: { id: number; price: number }[] } }>(compointProducts, '/json-api/compoint-products?type=gift', { bearer: demo });
    const cheapest = [...shop.body.data.data].sort((x, y) => x.price - y.price)[0]!;
    await expectDeclaredAnswer(buyProduct, `/json-api/compoint-products/${cheapest.id}`, { method: 'POST', bearer: demo, params: { id: String(cheapest.id) } });
  });
});

describe('joining a promotion, an exchange, contacts and a password restore', () => {
  it('joining, exchanging points for a prize, adding contacts and asking for a restore code answer their schemas', async () => {
    const p = await registerDepositor();
    const list = await api<{ data: { id: number; slug: string }[] }>(promotions, '/json-api/actions');
    const lottery = list.body.data.find((promo) => promo.slug === 'grand-lottery')!;
    await expectDeclaredAnswer(beParticipant, '/json-api/actions/be_participant', { bearer: p.bearer, body: { actionId: lottery.id } });
    const promo = await makePromotion(db);
    const prize = await makePrize(db, promo);
    await seatMember(db, promo, p.id, 12);
    await expectDeclaredAnswer(exchange, `/json-api/actions/${promo.id}/prizes/${prize.id}/exchange`, {
      method: 'POST',
      bearer: p.bearer,
      params: { key: String(promo.id), prizeId: String(prize.id) },
    });
    await expectDeclaredAnswer(createContact, '/json-api/players/contacts/create/phone', { bearer: p.bearer, body: { value: uniquePhone() }, params: { type: 'phone' } });
    await expectDeclaredAnswer(createContact, '/json-api/players/contacts/create/email', { bearer: p.bearer, body: { value: uniqueEmail() }, params: { type: 'email' } });
    await expectDeclaredAnswer(onVerification, '/json-api/players/contacts/onverification', { bearer: p.bearer });
    await expectDeclaredAnswer(restoreRequest, '/json-api/users/restore-password/request', { body: { email: uniqueEmail() } });
  });
});

describe('player protection, achievements and notices', () => {
  it('the protection settings, their changes, the play summary and both exclusions answer their schemas', async () => {
    const p = await registerPlayer();
    await expectDeclaredAnswer(protection, '/json-api/protection', { bearer: p.bearer });
    await expectDeclaredAnswer(depositLimits, '/json-api/protection/deposit-limits', { method: 'PUT', bearer: p.bearer, body: { day: 100_000 } });
    await expectDeclaredAnswer(realityCheck, '/json-api/protection/reality-check', { method: 'PUT', bearer: p.bearer, body: { minutes: 15 } });
    await expectDeclaredAnswer(playSummary, `/json-api/protection/play-summary?since=${Date.now() - 3_600_000}`, { bearer: p.bearer });
    await expectDeclaredAnswer(timeOut, '/json-api/protection/time-out', { bearer: p.bearer, body: { period: '24h' } });
    const q = await registerPlayer();
    await expectDeclaredAnswer(selfExclusion, '/json-api/protection/self-exclusion', { bearer: q.bearer, body: { period: '6m' } });
  });

  it('the achievements, the notices and reading one answer their schemas', async () => {
    await expectDeclaredAnswer(achievements, '/json-api/user-achievements', { bearer: demo });
    const list = await expectDeclaredAnswer<{ data: { data: { id: number }[] } }>(notices, '/json-api/user-notifications', { bearer: demo });
    expect(list.body.data.data.length).toBeGreaterThan(0);
    const id = String(list.body.data.data[0]!.id);
    await expectDeclaredAnswer(readNotice, `/json-api/user-notifications/read/${id}`, { method: 'POST', bearer: demo, params: { id } });
  });
});

describe('content, leaving a game and gift offers', () => {
  it('static pages, SEO data, footer blocks and the current block answer their schemas', async () => {
    const pages = await expectDeclaredAnswer<{ data: { slug: string }[] }>(staticPages, '/json-api/static-pages');
    const slug = pages.body.data[0]!.slug;
    await expectDeclaredAnswer(staticPage, `/json-api/static-pages/${slug}`, { params: { slug } });
    await expectDeclaredAnswer(canonical, '/json-api/seo/canonical');
    await expectDeclaredAnswer(serverdata, '/json-api/serverdata');
    await expectDeclaredAnswer(seoFooter, '/json-api/seo/footer');
    await expectDeclaredAnswer(seoMeta, '/json-api/seo/meta?path=/');
    await expectDeclaredAnswer(seoMeta, '/json-api/seo/meta?path=/no-meta-here');
    await expectDeclaredAnswer(footerBlocks, '/json-api/blocks/footer');
    await expectDeclaredAnswer(currentBlock, '/json-api/content/current-block');
  });

  it('the support chat’s visitor record answers its schema', async () => {
    const restore = await withConfig((c) => ({ ...c, callCenterChat: { ...c.callCenterChat, provider: 'webim' } }));
    try {
      await expectDeclaredAnswer(webimVisitor, '/json-api/chat/webim', { bearer: demo });
    } finally {
      await restore();
    }
  });

  it('leaving a game, a gift offer and taking it answer their schemas', async () => {
    const run = await api<{ data: { runToken: string } }, { slug: string }>(gameRun, '/json-api/eapi/game-run/cherry-blaze', { body: { type: 'demo' }, params: { slug: 'cherry-blaze' } });
    await expectDeclaredAnswer(leaveGame, '/json-api/eapi/game-sessions/leave', { body: { runToken: run.body.data.runToken } });
    const p = await registerPlayer();
    const params = { slug: 'welcome-gift' };
    await expectDeclaredAnswer(giftOffer, '/json-api/gift-offers/welcome-gift', { params });
    await expectDeclaredAnswer(giftOffer, '/json-api/gift-offers/welcome-gift', { bearer: p.bearer, params });
    const taken = await expectDeclaredAnswer<{ data: { id: number } }, { slug: string }>(takeGiftOffer, '/json-api/gift-offers/welcome-gift/take', { method: 'POST', bearer: p.bearer, params });
    const id = String(taken.body.data.id);
    await expectDeclaredAnswer(takePrize, `/json-api/gifts/nondeposit/take-prize/${id}`, { method: 'POST', bearer: p.bearer, body: {}, params: { id } });
  });
});

describe('the promo widget, the duck hunt and identity documents', () => {
  it('the widget, a duck-hunt game and a shot answer their schemas', async () => {
    const p = await registerPlayer();
    await expectDeclaredAnswer(promoWidget, '/json-api/content/promo-widgets/current');
    await expectDeclaredAnswer(promoWidget, '/json-api/content/promo-widgets/current', { bearer: p.bearer });
    const gameId = String(DUCK_HUNT_GAMES[0]!.id);
    await expectDeclaredAnswer(duckHunt, `/json-api/duck-hunt/games/${gameId}`, { bearer: p.bearer, params: { gameId } });
    await expectDeclaredAnswer(duckShot, `/json-api/duck-hunt/games/${gameId}/shots`, { method: 'POST', bearer: p.bearer, params: { gameId } });
  });

  it('the documents and an upload answer their schemas', async () => {
    // The upload's picture goes to a folder of its own, removed after the test.
    const storageDir = await mkdtemp(path.join(tmpdir(), 'croupier-answers-'));
    setDocumentStorage(fileDocumentStorage(storageDir));
    try {
      const p = await registerPlayer();
      const list = await expectDeclaredAnswer<{ data: { id: number; kind: string }[] }>(documents, '/json-api/verifications', { bearer: p.bearer });
      const id = String(list.body.data.find((doc) => doc.kind === 'card_front')!.id);
      const png = await sharp({ create: { width: 10, height: 10, channels: 4, background: '#00ff00' } }).png().toBuffer();
      await expectDeclaredAnswer(uploadDocument, `/json-api/verifications/${id}`, { method: 'PUT', bearer: p.bearer, body: { file: png.toString('base64') }, params: { id } });
    } finally {
      setDocumentStorage(undefined);
      await rm(storageDir, { recursive: true, force: true });
    }
  });
});

describe('the check can fail', () => {
  it('a schema that lies about an answer is refused: a field it lacks, one it has in excess, or one of another type', async () => {
    const res = await api<{ data: Record<string, unknown>[] }>(promotions, '/json-api/actions');
    const truth = dataAnswer(promotionDtoSchema.array());
    expect(truth.safeParse(res.body).success).toBe(true);
    const lacking = dataAnswer(promotionDtoSchema.omit({ fund: true }).array());
    const excess = dataAnswer(promotionDtoSchema.extend({ fundraiser: promotionDtoSchema.shape.fund }).array());
    const retyped = dataAnswer(promotionDtoSchema.extend({ id: promotionDtoSchema.shape.slug }).array());
    for (const lie of [lacking, excess, retyped]) expect(lie.safeParse(res.body).success).toBe(false);
  });
});

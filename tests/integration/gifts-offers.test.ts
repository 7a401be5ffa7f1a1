import { eq } from 'drizzle-orm';
import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';
import { DEFAULT_GIFT_OFFER_SLUG, type GiftOfferDto } from '@/lib/domain/gifts/gift-offers';
import type { Db } from '@/lib/platform/db/client';
import { giftOffers, userGifts, userNotifications } from '@/lib/platform/db/schema';
import { offerGrantKey } from '@/lib/platform/gift-offers/offers';
import { onMessage, type RealtimeMessage } from '@/lib/platform/realtime/bus';
import { ensureGiftOffers, WELCOME_GIFT_SPEC } from '@/lib/platform/seed/gift-offers';
import { POST as register } from '@/app/json-api/users/register/route';
import { GET as getProfile } from '@/app/json-api/users/profile/route';
import { GET as getOffer } from '@/app/json-api/gift-offers/[slug]/route';
import { POST as takeOffer } from '@/app/json-api/gift-offers/[slug]/take/route';
import { GET as getCount } from '@/app/json-api/user-gifts/payout-gift-count/route';
import { insertGift } from './helpers/gifts';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api, emailRegistration } from './helpers/accounts';

type Errors = { errors: { code: string }[] };

let db: Db;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  db = await openSeededDb();
  // A second offer that has ended and one switched off, beside the seeded one.
  const at = new Date();
  await db.insert(giftOffers).values([
    { slug: 'ended-offer', spec: WELCOME_GIFT_SPEC, active: true, startsAt: new Date(0), endsAt: new Date(at.getTime() - 60_000), createdAt: at },
    { slug: 'switched-off', spec: WELCOME_GIFT_SPEC, active: false, startsAt: new Date(0), endsAt: null, createdAt: at },
  ]);
});

afterAll(async () => {
  await closeTestDb();
});

async function player(currency = 'RUB'): Promise<{ id: number; bearer: string; hash: string }> {
  const res = await api<{ accessToken: string }>(register, '/json-api/users/register', { body: emailRegistration({ currency }) });
  expect(res.status).toBe(200);
  const bearer = res.body.accessToken;
  const profile = await api<{ data: { id: number; hash: string } }>(getProfile, '/json-api/users/profile', { bearer });
  return { id: profile.body.data.id, hash: profile.body.data.hash, bearer };
}

const read = (slug: string, opts: { bearer?: string; lang?: string } = {}) =>
  api<{ data: GiftOfferDto } & Errors, { slug: string }>(getOffer, `/json-api/gift-offers/${slug}`, { ...opts, params: { slug } });
const take = (slug: string, bearer?: string) =>
  api<{ data: GiftDto } & Errors, { slug: string }>(takeOffer, `/json-api/gift-offers/${slug}/take`, { method: 'POST', bearer, params: { slug } });
const offerGifts = (userId: number, slug = DEFAULT_GIFT_OFFER_SLUG) => db.select().from(userGifts).where(eq(userGifts.grantKey, offerGrantKey(slug, userId)));

describe('GET /json-api/gift-offers/{slug}', () => {
  it('a guest reads the seeded offer in the default currency and in their language', async () => {
    const res = await read(DEFAULT_GIFT_OFFER_SLUG, { lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      slug: DEFAULT_GIFT_OFFER_SLUG,
      title: 'Welcome no-deposit bonus',
      type: 'nondeposit',
      value: { amount: 500_00, currency: 'RUB', spins: null, gameSlug: null },
      wager: 30,
      validDays: 7,
      endsAt: null,
      open: true,
    });
    expect((await read(DEFAULT_GIFT_OFFER_SLUG, { lang: 'it' })).body.data.title).toBe('Bonus di benvenuto senza deposito');
  });

  it("a player reads it in their own currency", async () => {
    const p = await player('EUR');
    const res = await read(DEFAULT_GIFT_OFFER_SLUG, { bearer: p.bearer });
    expect(res.body.data.value).toMatchObject({ amount: 5_00, currency: 'EUR' });
  });

  it('says when an offer is closed, and 404 for an unknown or malformed slug', async () => {
    expect((await read('ended-offer')).body.data.open).toBe(false);
    expect((await read('switched-off')).body.data.open).toBe(false);
    const unknown = await read('no-such-offer');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0]?.code).toBe('not_found');
    expect((await read('Bad%20Slug')).status).toBe(404);
  });

  it('seeding again changes nothing', async () => {
    await ensureGiftOffers(db);
    expect(await db.select().from(giftOffers).where(eq(giftOffers.slug, DEFAULT_GIFT_OFFER_SLUG))).toHaveLength(1);
  });
});

describe('POST /json-api/gift-offers/{slug}/take', () => {
  it('needs a player', async () => {
    const res = await take(DEFAULT_GIFT_OFFER_SLUG);
    expect(res.status).toBe(401);
    expect(res.body.errors[0]?.code).toBe('unauthorized');
  });

  it('grants the gift once, answers it, tells the player, and answers the same gift on a second take', async () => {
    const p = await player();
    const published: RealtimeMessage[] = [];
    const off = onMessage((room, message) => room === `user:${p.hash}` && published.push(message));
    const first = await take(DEFAULT_GIFT_OFFER_SLUG, p.bearer);
    off();
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ type: 'nondeposit', state: 'received', reason: 'personal', title: 'Приветственный бонус без депозита' });
    expect(first.body.data.terms).toEqual(WELCOME_GIFT_SPEC.terms);
    expect(published).toContainEqual({ type: 'gifts_state_changed', gift: { id: first.body.data.id, type: 'nondeposit', state: 'received' } });
    const notices = await db.select().from(userNotifications).where(eq(userNotifications.userId, p.id));
    expect(notices.map((n) => n.kind)).toContain('gift_received');

    const second = await take(DEFAULT_GIFT_OFFER_SLUG, p.bearer);
    expect(second.status).toBe(200);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(await offerGifts(p.id)).toHaveLength(1);
  });

  it('two takes at once give one gift, and both answer it', async () => {
    const p = await player();
    const [a, b] = await Promise.all([take(DEFAULT_GIFT_OFFER_SLUG, p.bearer), take(DEFAULT_GIFT_OFFER_SLUG, p.bearer)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.id).toBe(b.body.data.id);
    expect(await offerGifts(p.id)).toHaveLength(1);
  });

  it('refuses an ended or switched-off offer with offer_ended, and an unknown one with 404', async () => {
    const p = await player();
    for (const slug of ['ended-offer', 'switched-off']) {
      const res = await take(slug, p.bearer);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ code: 'offer_ended' }]);
      expect(await offerGifts(p.id, slug)).toHaveLength(0);
    }
    expect((await take('no-such-offer', p.bearer)).status).toBe(404);
  });
});

describe('the gift counter', () => {
  it('counts the gifts the Gifts tab shows: still to use, not lapsed, not of the compoints shop', async () => {
    const p = await player();
    const count = async () => (await api<{ data: { count: number } }>(getCount, '/json-api/user-gifts/payout-gift-count', { bearer: p.bearer })).body.data.count;
    // The registration gift.
    expect(await count()).toBe(1);
    await take(DEFAULT_GIFT_OFFER_SLUG, p.bearer);
    expect(await count()).toBe(2);
    await insertGift(db, p.id, { reason: 'compoints' });
    await insertGift(db, p.id, { state: 'used' });
    await insertGift(db, p.id, { expiredAt: new Date(Date.now() - 1000) });
    expect(await count()).toBe(2);
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';
import type { GiftSpec } from '@/lib/domain/gifts/gifts';
import { compointProducts, users } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { onMessage, type RealtimeMessage } from '@/lib/platform/realtime/bus';
import { creditCompoints } from '@/lib/platform/wallet/compoints';
import { distributeGifts, parseGiftSpec, setGiftsDisabled } from '@/lib/platform/gifts/gift-operator';
import { GET as giftsRoute } from '@/app/json-api/user-gifts/route';
import { POST as buyRoute } from '@/app/json-api/compoint-products/[id]/route';
import { withSeededDb } from './helpers/test-db';
import { api } from './helpers/accounts';
import { registerPlayer, type TestPlayer } from './helpers/players';

/**
 * The operator's gift actions (`npm run gifts`, lib/platform/gifts/gift-operator.ts): switching
 * gifts off on an account (gifts_disabled) and a distribution campaign (gifts_distributed), each
 * published by the action itself to the player's room.
 */
let db: Db;

withSeededDb((opened) => (db = opened));

const SPEC: GiftSpec = { title: { ru: 'Подарок недели', en: 'Gift of the week', it: 'Regalo della settimana' }, terms: { type: 'xp', points: 25 }, validDays: 7 };

function listen(players: TestPlayer[]): { seen: Map<string, RealtimeMessage[]>; stop: () => void } {
  const seen = new Map<string, RealtimeMessage[]>(players.map((p) => [`user:${p.hash}`, []]));
  const stop = onMessage((room, m) => seen.get(room)?.push(m));
  return { seen, stop };
}
const giftsOf = async (p: TestPlayer) => (await api<{ data: { data: GiftDto[] } }>(giftsRoute, '/json-api/user-gifts', { bearer: p.bearer, lang: 'en' })).body.data.data;

it('switching gifts off publishes gifts_disabled, refuses shop purchases, and switching back on publishes again', async () => {
  const p = await registerPlayer();
  await inTransaction(db, (tx) => creditCompoints(tx, { userId: p.id, amount: 50, key: `op:${p.id}` }));
  const [product] = await db.select({ id: compointProducts.id }).from(compointProducts).limit(1);
  const buy = () => api<{ errors?: { code: string }[] }, { id: string }>(buyRoute, `/json-api/compoint-products/${product!.id}`, { method: 'POST', bearer: p.bearer, params: { id: String(product!.id) } });

  const { seen, stop } = listen([p]);
  expect(await setGiftsDisabled(db, p.id, true)).toBe(true);
  // Asking again changes nothing and tells nothing.
  expect(await setGiftsDisabled(db, p.id, true)).toBe(true);
  const refused = await buy();
  expect([refused.status, refused.body.errors?.[0]?.code]).toEqual([400, 'disabled']);
  expect(await setGiftsDisabled(db, p.id, false)).toBe(true);
  expect((await buy()).status).toBe(200);
  stop();
  expect(seen.get(`user:${p.hash}`)!.filter((m) => m.type === 'gifts_disabled')).toEqual([
    { type: 'gifts_disabled', disabled: true },
    { type: 'gifts_disabled', disabled: false },
  ]);
  expect((await db.select({ off: users.giftsDisabled }).from(users).where(eq(users.id, p.id)))[0]?.off).toBe(false);
  expect(await setGiftsDisabled(db, 2_000_000_000, true)).toBe(false);
});

it('a distribution gives each player the gift once per campaign, tells each (gifts_distributed and the grant), skips gifts-off players', async () => {
  const [a, b, off] = [await registerPlayer(), await registerPlayer(), await registerPlayer()];
  await setGiftsDisabled(db, off.id, true);
  const campaign = `week-${randomUUID().slice(0, 8)}`;
  const { seen, stop } = listen([a, b, off]);
  const result = await distributeGifts(db, [a.id, b.id, off.id, a.id, 2_000_000_000], SPEC, campaign);
  const again = await distributeGifts(db, [a.id, b.id], SPEC, campaign);
  stop();
  expect(result).toEqual({ granted: [a.id, b.id].sort((x, y) => x - y), already: [], skipped: [off.id], excluded: [], unknown: [2_000_000_000] });
  expect(again).toMatchObject({ granted: [], already: expect.arrayContaining([a.id, b.id]) });

  for (const p of [a, b]) {
    const gifts = (await giftsOf(p)).filter((g) => g.reason === 'gift_distribution');
    expect(gifts.map((g) => [g.title, g.type, g.state])).toEqual([['Gift of the week', 'xp', 'received']]);
    const messages = seen.get(`user:${p.hash}`)!;
    expect(messages.filter((m) => m.type === 'gifts_distributed')).toEqual([{ type: 'gifts_distributed', count: 1 }]);
    expect(messages.filter((m) => m.type === 'gifts_state_changed')).toHaveLength(1);
    expect(messages.filter((m) => m.type === 'notification_update')).toHaveLength(1);
  }
  expect(seen.get(`user:${off.hash}`)!.filter((m) => m.type !== 'gifts_disabled')).toEqual([]);
  expect((await giftsOf(off)).filter((g) => g.reason === 'gift_distribution')).toEqual([]);
});

it('reads a gift spec file: a valid spec, and refuses malformed ones', () => {
  expect(parseGiftSpec(JSON.stringify(SPEC))).toEqual(SPEC);
  expect(parseGiftSpec('not json')).toBeNull();
  expect(parseGiftSpec(JSON.stringify({ ...SPEC, terms: { type: 'jackpot' } }))).toBeNull();
  expect(parseGiftSpec(JSON.stringify({ ...SPEC, validDays: 0 }))).toBeNull();
  expect(parseGiftSpec(JSON.stringify({ ...SPEC, title: {} }))).toBeNull();
});

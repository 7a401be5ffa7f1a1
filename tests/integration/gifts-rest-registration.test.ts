import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { userGifts } from '@/lib/platform/db/schema';
import { POST as register } from '@/app/json-api/users/register/route';
import { GET as onVerification } from '@/app/json-api/players/contacts/onverification/route';
import { POST as createContact } from '@/app/json-api/players/contacts/create/[type]/route';
import { POST as confirmPhone } from '@/app/json-api/players/phones/confirm/route';
import { POST as emailVerificationRequest } from '@/app/json-api/players/contacts/email-verification/request/[id]/route';
import { GET as emailVerificationConfirm } from '@/app/json-api/players/contacts/email-verification/confirm/route';
import { GET as getProfile } from '@/app/json-api/users/profile/route';
import { api, emailRegistration, lastLinkToken, lastSms, uniquePhone, withConfig } from './helpers/accounts';
import { withSeededDb } from './helpers/test-db';

/**
 * Gift reason `rest.registration` (lib/platform/gifts/rest-registration-gift.ts): a player who
 * signed up with one contact and then proves the other — an e-mail and a phone both verified —
 * gets the operator's completion gift once; one proven contact earns nothing of the kind, and
 * with no gift configured nobody gets one.
 */
let db: Db;
withSeededDb((opened) => (db = opened));

async function emailPlayer(): Promise<{ bearer: string; email: string; id: number }> {
  const body = emailRegistration();
  const res = await api<{ accessToken: string }>(register, '/json-api/users/register', { body });
  expect(res.status).toBe(200);
  const me = await api<{ data: { id: number } }>(getProfile, '/json-api/users/profile', { bearer: res.body.accessToken });
  return { bearer: res.body.accessToken, email: String(body.email), id: me.body.data.id };
}

async function verifyEmail(player: { bearer: string; email: string }): Promise<void> {
  const list = await api<{ data: { id: number; type: string }[] }>(onVerification, '/json-api/players/contacts/onverification', { bearer: player.bearer });
  const id = String(list.body.data.find((c) => c.type === 'email')!.id);
  expect((await api(emailVerificationRequest, `/json-api/players/contacts/email-verification/request/${id}`, { method: 'POST', bearer: player.bearer, params: { id } })).status).toBe(200);
  const { token } = await lastLinkToken(player.email);
  await api(emailVerificationConfirm, `/json-api/players/contacts/email-verification/confirm?token=${encodeURIComponent(token)}&lang=en`, { xhr: false });
}

async function verifyPhone(player: { bearer: string }): Promise<void> {
  const phone = uniquePhone();
  expect((await api(createContact, '/json-api/players/contacts/create/phone', { body: { value: phone }, bearer: player.bearer, params: { type: 'phone' } })).status).toBe(200);
  expect((await api(confirmPhone, '/json-api/players/phones/confirm', { body: { phone, code: await lastSms(phone) }, bearer: player.bearer })).status).toBe(200);
}

const completionGifts = (userId: number) => db.select().from(userGifts).where(and(eq(userGifts.userId, userId), eq(userGifts.reason, 'rest.registration')));

it('an e-mail player who proves a phone gets the completion gift once, not before', async () => {
  const player = await emailPlayer();
  await verifyEmail(player);
  expect(await completionGifts(player.id)).toEqual([]);
  await verifyPhone(player);
  const gifts = await completionGifts(player.id);
  expect(gifts).toHaveLength(1);
  expect(gifts[0]).toMatchObject({ type: 'cash', state: 'received', terms: { to: 'bonus', wager: 20 } });
  // A second phone proven later is no second completion.
  await verifyPhone(player);
  expect(await completionGifts(player.id)).toHaveLength(1);
});

it('the order does not matter: a phone first, then the e-mail', async () => {
  const player = await emailPlayer();
  await verifyPhone(player);
  expect(await completionGifts(player.id)).toEqual([]);
  await verifyEmail(player);
  expect(await completionGifts(player.id)).toHaveLength(1);
});

it('with no completion gift configured, completing the registration grants nothing', async () => {
  const restore = await withConfig((config) => ({ ...config, profileCompletionGift: null }));
  try {
    const player = await emailPlayer();
    await verifyEmail(player);
    await verifyPhone(player);
    expect(await completionGifts(player.id)).toEqual([]);
  } finally {
    await restore();
  }
});

import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { userContacts, users } from '@/lib/platform/db/schema';
import type { ChatVisitorDto } from '@/lib/domain/chat/chat';
import { GET as webimVisitor } from '@/app/json-api/chat/webim/route';
import { GET as netroxVisitor } from '@/app/json-api/chat/netrox/route';
import { POST as register } from '@/app/json-api/users/register/route';
import { POST as confirmPhone } from '@/app/json-api/players/phones/confirm/route';
import { withEnvOverrides } from '@/lib/platform/content/config-env';
import { getServerConfig } from '@/lib/platform/content/server-config';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api, emailRegistration, lastSms, phoneRegistration, uniqueEmail, withConfig } from './helpers/accounts';
import { registerPlayer } from './helpers/players';

type Errors = { errors: { code: string }[] };

let db: Db;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  db = await openSeededDb();
});

afterAll(async () => {
  await closeTestDb();
});

const useProvider = (provider: 'webim' | 'netrox' | 'none', vipFromLevel = 5) =>
  withConfig((c) => ({ ...c, callCenterChat: { ...c.callCenterChat, provider, settings: { ...c.callCenterChat.settings, vipFromLevel } } }));

describe('GET /json-api/chat/{provider}', () => {
  it('needs a logged-in player', async () => {
    const restore = await useProvider('webim');
    const res = await api<Errors>(webimVisitor, '/json-api/chat/webim');
    expect(res.status).toBe(401);
    await restore();
  });

  it('answers the visitor record of the configured provider: a regular player opens the default location', async () => {
    const restore = await useProvider('webim');
    const email = uniqueEmail('chat');
    const player = await registerPlayer({ email, currency: 'USD' });
    const res = await api<{ data: ChatVisitorDto }>(webimVisitor, '/json-api/chat/webim', { bearer: player.bearer });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('private');
    expect(res.body.data).toEqual({
      provider: 'webim',
      vip: false,
      location: 'default',
      fields: { info: 'Regular' },
      email,
      custom1: String(player.id),
      custom2: 'USD, level 1',
    });
    await restore();
  });

  it('marks a player at the VIP level as VIP and sends them to the VIP location', async () => {
    const restore = await useProvider('netrox', 1);
    const player = await registerPlayer();
    const res = await api<{ data: ChatVisitorDto }>(netroxVisitor, '/json-api/chat/netrox', { bearer: player.bearer });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ provider: 'netrox', vip: true, location: 'vip', fields: { info: 'VIP' } });
    await restore();
  });

  it('refuses a provider the site does not use with 404 chat_unavailable', async () => {
    const player = await registerPlayer();
    let restore = await useProvider('none');
    for (const [handler, path] of [[webimVisitor, '/json-api/chat/webim'], [netroxVisitor, '/json-api/chat/netrox']] as const) {
      const res = await api<Errors>(handler, path, { bearer: player.bearer });
      expect(res.status).toBe(404);
      expect(res.body.errors).toEqual([{ code: 'chat_unavailable' }]);
    }
    await restore();
    restore = await useProvider('webim');
    const other = await api<Errors>(netroxVisitor, '/json-api/chat/netrox', { bearer: player.bearer });
    expect(other.status).toBe(404);
    await restore();
  });
});

describe('the environment overrides the chat and affiliate settings', () => {
  it('sets provider, script, maintenance and the marketing switch; unset variables keep the stored values', async () => {
    const stored = await getServerConfig(db);
    const config = withEnvOverrides(stored, {
      CHAT_PROVIDER: 'netrox',
      CHAT_SCRIPT_URL: 'https://chat.example/loader.js',
      CHAT_MAINTENANCE: '1',
      MARKETING: '1',
      AFFILIATE_URL: 'https://partners.example/track',
    });
    expect(config.callCenterChat.provider).toBe('netrox');
    expect(config.callCenterChat.settings.scriptUrl).toBe('https://chat.example/loader.js');
    expect(config.callCenterChat.settings.vipLocation).toBe(stored.callCenterChat.settings.vipLocation);
    expect(config.callCenterChat.maintenance.active).toBe(true);
    expect(config.marketing).toEqual({ isActive: true, affiliateUrl: 'https://partners.example/track', project: stored.marketing.project });
    expect(withEnvOverrides(stored, { CHAT_PROVIDER: 'skype' }).callCenterChat.provider).toBe(stored.callCenterChat.provider);
  });
});

describe('the referral code at registration', () => {
  /** The stored code of the player whose login is `contact`. */
  const refcodeOf = async (contact: string) => {
    const [row] = await db.select({ refcode: users.refcode }).from(users).innerJoin(userContacts, eq(userContacts.userId, users.id)).where(eq(userContacts.value, contact));
    return row?.refcode;
  };

  it('stores the refcode cookie with a player registered by e-mail', async () => {
    const email = uniqueEmail('ref');
    const res = await api(register, '/json-api/users/register', { body: emailRegistration({ email }), headers: { cookie: 'refcode=PARTNER_7' } });
    expect(res.status).toBe(200);
    expect(await refcodeOf(email)).toBe('PARTNER_7');
  });

  it('ignores a malformed cookie and registers without a code', async () => {
    const email = uniqueEmail('ref');
    const res = await api(register, '/json-api/users/register', { body: emailRegistration({ email }), headers: { cookie: 'refcode=%3Cscript%3E' } });
    expect(res.status).toBe(200);
    expect(await refcodeOf(email)).toBeNull();
  });

  it('keeps the code of a phone registration until its SMS code is confirmed', async () => {
    const res = await api<{ registration_token: string }>(register, '/json-api/users/register', { body: phoneRegistration({ phone: '79125550777' }), headers: { cookie: 'refcode=sms-partner' } });
    expect(res.status).toBe(200);
    const code = await lastSms('79125550777');
    const confirmed = await api(confirmPhone, '/json-api/players/phones/confirm', { body: { phone: '79125550777', code, registration_token: res.body.registration_token } });
    expect(confirmed.status).toBe(200);
    expect(await refcodeOf('79125550777')).toBe('sms-partner');
  });
});

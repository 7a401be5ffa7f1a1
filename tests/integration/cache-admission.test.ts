import type { IncomingMessage } from 'node:http';
import { admitFromCache } from '@/lib/platform/http-cache/cache-admission';
import { getServerConfig, saveServerConfig } from '@/lib/platform/content/server-config';
import type { Db } from '@/lib/platform/db/client';
import { sessionCookie } from '@/lib/platform/auth/session-cookie';
import { closeTestDb, openSeededDb } from './helpers/test-db';

// The page cache may answer only where proxy.ts would let the request through unchanged.
function request(url: string, headers: Record<string, string> = {}): IncomingMessage {
  return { url, method: 'GET', headers } as unknown as IncomingMessage;
}

let db: Db;

beforeAll(async () => {
  db = await openSeededDb();
});
afterAll(closeTestDb);

describe('page cache admission (the proxy rules for anonymous visitors)', () => {
  it('admits ordinary pages in the locale of the URL', async () => {
    await expect(admitFromCache(db, request('/'))).resolves.toEqual({ locale: 'ru' });
    await expect(admitFromCache(db, request('/en/games/slots'))).resolves.toEqual({ locale: 'en' });
    await expect(admitFromCache(db, request('/guest/it'))).resolves.toEqual({ locale: 'it' });
  });

  it('leaves locale negotiation to Next when the browser may want another language', async () => {
    await expect(admitFromCache(db, request('/', { 'accept-language': 'en-US,en;q=0.9' }))).resolves.toBeNull();
    await expect(admitFromCache(db, request('/', { cookie: 'NEXT_LOCALE=it' }))).resolves.toBeNull();
    await expect(admitFromCache(db, request('/', { 'accept-language': 'ru-RU,ru;q=0.9', cookie: 'NEXT_LOCALE=ru' }))).resolves.toEqual({ locale: 'ru' });
    await expect(admitFromCache(db, request('/ru/games/slots'))).resolves.toBeNull(); // Next redirects to the bare path
  });

  it('refuses blocked jurisdictions everywhere and restricted regions on play and auth pages', async () => {
    await expect(admitFromCache(db, request('/', { 'x-country-code': 'KP' }))).resolves.toBeNull();
    await expect(admitFromCache(db, request('/guest', { 'x-country-code': 'kp' }))).resolves.toBeNull();
    await expect(admitFromCache(db, request('/play/cherry-blaze', { 'x-country-code': 'GB' }))).resolves.toBeNull();
    await expect(admitFromCache(db, request('/games/slots', { 'x-country-code': 'GB' }))).resolves.toEqual({ locale: 'ru' });
  });

  it('refuses guarded and internal pages', async () => {
    await expect(admitFromCache(db, request('/profile'))).resolves.toBeNull();
    await expect(admitFromCache(db, request('/status/503'))).resolves.toBeNull();
  });

  it('refuses everything during maintenance', async () => {
    const config = await getServerConfig(db);
    await saveServerConfig(db, { ...config, maintenance: true });
    try {
      await expect(admitFromCache(db, request('/'))).resolves.toBeNull();
    } finally {
      await saveServerConfig(db, config);
    }
  });
});

describe('page cache admission for a logged-in player (the proxy rules with their session)', () => {
  const playerCookie = async () => {
    const { name, value } = await sessionCookie({ accessToken: 'access', refreshToken: 'refresh', userHash: 'hash', accessExpiresAt: Date.now() + 60_000 }, false);
    return `${name}=${value}`;
  };

  it('admits public pages and player pages in the locale of the URL', async () => {
    const cookie = await playerCookie();
    await expect(admitFromCache(db, request('/', { cookie }))).resolves.toEqual({ locale: 'ru' });
    await expect(admitFromCache(db, request('/en/play/cherry-blaze', { cookie }))).resolves.toEqual({ locale: 'en' });
    await expect(admitFromCache(db, request('/profile', { cookie }))).resolves.toEqual({ locale: 'ru' });
  });

  it('leaves guest-only pages to Next, which sends a player to the lobby', async () => {
    const cookie = await playerCookie();
    await expect(admitFromCache(db, request('/login', { cookie }))).resolves.toBeNull();
    await expect(admitFromCache(db, request('/en/registration', { cookie }))).resolves.toBeNull();
    await expect(admitFromCache(db, request('/login'))).resolves.toEqual({ locale: 'ru' });
  });

  it('treats a forged session cookie as no session', async () => {
    await expect(admitFromCache(db, request('/profile', { cookie: 'croupier_session=forged' }))).resolves.toBeNull();
    await expect(admitFromCache(db, request('/login', { cookie: 'croupier_session=forged' }))).resolves.toEqual({ locale: 'ru' });
  });
});

import { decide, type ProxyInput } from '@/lib/platform/proxy/decide';

const config = { maintenance: false, restrictedCountries: ['XX'], blockedCountries: ['ZZ'] };

function input(over: Partial<ProxyInput>): ProxyInput {
  return {
    path: '/',
    locale: 'ru',
    requestedFullPath: '/',
    country: null,
    config,
    rateLimited: false,
    isLoggedIn: async () => false,
    ...over,
  };
}

describe('proxy guards (spec platform §2)', () => {
  it('lets a guest see the lobby', async () => {
    expect(await decide(input({}))).toEqual({ kind: 'next' });
  });

  it('sends an anonymous visitor of a requiresAuth route to login with the full target path', async () => {
    const d = await decide(input({ path: '/profile/info', requestedFullPath: '/profile/info?tab=1' }));
    expect(d).toEqual({ kind: 'redirect', status: 307, location: '/login?redirect=%2Fprofile%2Finfo%3Ftab%3D1' });
  });

  it('keeps the locale of the login page', async () => {
    const d = await decide(input({ path: '/cashbox', locale: 'en', requestedFullPath: '/en/cashbox' }));
    expect(d).toMatchObject({ location: '/en/login?redirect=%2Fen%2Fcashbox' });
  });

  it('lets a logged-in player into requiresAuth routes and sends them away from guest-only ones', async () => {
    const loggedIn = async () => true;
    expect(await decide(input({ path: '/compoints/tournaments', isLoggedIn: loggedIn }))).toEqual({ kind: 'next' });
    expect(await decide(input({ path: '/registration', isLoggedIn: loggedIn }))).toEqual({ kind: 'redirect', status: 302, location: '/' });
    expect(await decide(input({ path: '/new-password/abc', locale: 'it', isLoggedIn: loggedIn }))).toEqual({ kind: 'redirect', status: 302, location: '/it' });
  });

  it('does not read the session for public routes', async () => {
    const isLoggedIn = jest.fn(async () => true);
    await decide(input({ path: '/games/slots', isLoggedIn }));
    expect(isLoggedIn).not.toHaveBeenCalled();
  });

  it('answers 451 on play, login, registration, remind and new-password for a restricted region only', async () => {
    for (const path of ['/play/some-game', '/login', '/registration', '/remind', '/new-password/code']) {
      expect(await decide(input({ path, country: 'XX' }))).toEqual({ kind: 'status', status: 451, page: '451' });
    }
    expect(await decide(input({ path: '/games/slots', country: 'XX' }))).toEqual({ kind: 'next' });
    expect(await decide(input({ path: '/play/some-game', country: 'DE' }))).toEqual({ kind: 'next' });
  });

  it('blocks a whole jurisdiction, maintenance and floods', async () => {
    expect(await decide(input({ country: 'ZZ' }))).toEqual({ kind: 'status', status: 451, page: 'jurisdiction' });
    expect(await decide(input({ config: { ...config, maintenance: true } }))).toEqual({ kind: 'status', status: 503, page: '503' });
    expect(await decide(input({ rateLimited: true }))).toEqual({ kind: 'status', status: 429, page: '429' });
  });

  it('hides internal routes behind a 404', async () => {
    expect(await decide(input({ path: '/status/451' }))).toMatchObject({ status: 404 });
    expect(await decide(input({ path: '/guest/games' }))).toMatchObject({ status: 404 });
  });
});

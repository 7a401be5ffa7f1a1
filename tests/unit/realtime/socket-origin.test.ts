/** @jest-environment node */
import { isAllowedSocketOrigin } from '@/lib/platform/realtime/socket-origin';

const upgrade = (headers: Record<string, string>) => ({ headers });

describe('the Origin of a /ws upgrade', () => {
  const env = { CANONICAL_HOST: 'https://croupier.example' };

  it('is the site itself: the request\'s own host or the canonical host', () => {
    expect(isAllowedSocketOrigin(upgrade({ host: 'localhost:3000', origin: 'http://localhost:3000' }), env)).toBe(true);
    expect(isAllowedSocketOrigin(upgrade({ host: 'LOCALHOST:3000', origin: 'http://localhost:3000' }), env)).toBe(true);
    expect(isAllowedSocketOrigin(upgrade({ host: '10.0.0.5:3000', origin: 'https://croupier.example' }), env)).toBe(true);
  });

  it('refuses another site, a look-alike, another port, "null" and garbage', () => {
    for (const origin of ['https://evil.example', 'https://croupier.example.evil.example', 'http://localhost:3001', 'null', 'not a url', '']) {
      expect(isAllowedSocketOrigin(upgrade({ host: 'localhost:3000', origin }), env)).toBe(false);
    }
  });

  it('compares scheme, host and port exactly: the same host over another scheme or port is another site', () => {
    // The request came in over plain http: an https page of the same host is not this site's.
    expect(isAllowedSocketOrigin(upgrade({ host: 'localhost:3000', origin: 'https://localhost:3000' }), env)).toBe(false);
    expect(isAllowedSocketOrigin(upgrade({ host: 'localhost', origin: 'http://localhost:80' }), env)).toBe(true);
    expect(isAllowedSocketOrigin(upgrade({ host: 'localhost', origin: 'http://localhost:8080' }), env)).toBe(false);
    // CANONICAL_HOST is an origin, scheme and port included.
    expect(isAllowedSocketOrigin(upgrade({ host: '10.0.0.5:3000', origin: 'http://croupier.example' }), env)).toBe(false);
    expect(isAllowedSocketOrigin(upgrade({ host: '10.0.0.5:3000', origin: 'https://croupier.example:8443' }), env)).toBe(false);
    expect(isAllowedSocketOrigin(upgrade({ host: '10.0.0.5:3000', origin: 'https://croupier.example:443' }), env)).toBe(true);
  });

  it('takes the request\'s scheme from TLS on the socket, or from the trusted proxy (TRUST_PROXY), never from the client', () => {
    const secure = upgrade({ host: 'play.example', origin: 'https://play.example', 'x-croupier-client-tls': '1' });
    expect(isAllowedSocketOrigin(secure, env)).toBe(true);
    const proxied = upgrade({ host: 'play.example', origin: 'https://play.example', 'x-forwarded-proto': 'https' });
    expect(isAllowedSocketOrigin(proxied, env)).toBe(false);
    process.env.TRUST_PROXY = '1';
    try {
      expect(isAllowedSocketOrigin(proxied, env)).toBe(true);
      expect(isAllowedSocketOrigin(upgrade({ host: 'play.example', origin: 'http://play.example', 'x-forwarded-proto': 'https' }), env)).toBe(false);
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });

  it('takes more origins from WS_ALLOWED_ORIGINS (comma-separated)', () => {
    const more = { ...env, WS_ALLOWED_ORIGINS: 'https://m.croupier.example, https://partner.example:8443' };
    expect(isAllowedSocketOrigin(upgrade({ host: 'localhost:3000', origin: 'https://m.croupier.example' }), more)).toBe(true);
    expect(isAllowedSocketOrigin(upgrade({ host: 'localhost:3000', origin: 'https://partner.example:8443' }), more)).toBe(true);
    expect(isAllowedSocketOrigin(upgrade({ host: 'localhost:3000', origin: 'http://m.croupier.example' }), more)).toBe(false);
  });

  it('lets a client without Origin through: browsers always send one, so it is not a page of another site', () => {
    expect(isAllowedSocketOrigin(upgrade({ host: 'localhost:3000' }), env)).toBe(true);
  });
});

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

import { safeRedirectPath, safeRedirectTarget } from '@/lib/domain/routing/route-rules';

/**
 * Values a browser would read as another site: tabs and newlines are stripped, a backslash is a
 * slash, a scheme or "//" names a host ("Open redirect after login").
 */
const LEAVING_THE_SITE = [
  '/\t\\evil.example', // the game-run exitUrl of the issue
  '/\t/evil.example',
  '/\n/evil.example', // redirect=%2F%0A%2Fevil.example
  '/\r\n/evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '/%2F/evil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%09/evil.example',
  '/.//evil.example',
  '/a/..//evil.example',
  '/\u2028/evil.example',
  '/\u2029/evil.example',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  '//evil.example',
  '///evil.example',
  'https://evil.example',
  'HTTPS://evil.example/profile',
  'javascript:alert(1)',
  ' /profile',
  'evil.example',
  '/%E0', // not decodable: refused rather than guessed
];

describe('safeRedirectPath: one rule for the login redirect and the game exit', () => {
  it.each(LEAVING_THE_SITE)('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBe('/');
    expect(safeRedirectPath(value, '')).toBe('');
  });

  it('decodes the query of the login page the way the browser does and still refuses', () => {
    for (const query of ['redirect=%2F%09%5Cevil.example', 'redirect=%2F%0A%2Fevil.example', 'redirect=%2F%E2%80%A8%2Fevil.example']) {
      const value = new URLSearchParams(query).get('redirect');
      expect(safeRedirectPath(value, '')).toBe('');
      expect(safeRedirectTarget(value)).toBeNull();
    }
  });

  it('keeps every path of the site as it was given', () => {
    for (const path of ['/', '/profile?x=1', '/en/cashbox', '/it/games/slots?page=2#top', '/ru/игры', '/play/cherry-blaze?type=demo', '/a%20b']) {
      expect(safeRedirectPath(path)).toBe(path);
    }
  });
});

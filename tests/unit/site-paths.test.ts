/**
 * @jest-environment node
 */
import { sitePath, splitSitePath } from '@/lib/domain/routing/site-paths';

describe('site paths', () => {
  it('builds main-variant URLs with the locale prefix only for non-default locales', () => {
    expect(sitePath('/games/slots', 'ru', 'main')).toBe('/games/slots');
    expect(sitePath('/games/slots', 'en', 'main')).toBe('/en/games/slots');
    expect(sitePath('/', 'it', 'main')).toBe('/it');
    expect(sitePath('/', 'ru', 'main')).toBe('/');
  });

  it('keeps guest-variant URLs under /guest', () => {
    expect(sitePath('/games/slots', 'ru', 'guest')).toBe('/guest/games/slots');
    expect(sitePath('/games/slots', 'en', 'guest')).toBe('/guest/en/games/slots');
    expect(sitePath('/', 'ru', 'guest')).toBe('/guest');
    expect(sitePath('/', 'it', 'guest')).toBe('/guest/it');
  });

  it('reads visible and rewritten pathnames alike', () => {
    const expected = { path: '/games/slots', guest: true, locale: 'en' };
    expect(splitSitePath('/guest/en/games/slots')).toEqual(expected);
    expect(splitSitePath('/en/guest/games/slots')).toEqual(expected);
    expect(splitSitePath('/ru/guest')).toEqual({ path: '/', guest: true, locale: 'ru' });
    expect(splitSitePath('/guest')).toEqual({ path: '/', guest: true, locale: null });
    expect(splitSitePath('/it/producers/aurora-reels')).toEqual({ path: '/producers/aurora-reels', guest: false, locale: 'it' });
    expect(splitSitePath('/')).toEqual({ path: '/', guest: false, locale: null });
  });

  it('round-trips: the path of a built URL is the path it was built from', () => {
    for (const variant of ['main', 'guest'] as const) {
      for (const locale of ['ru', 'en', 'it'] as const) {
        expect(splitSitePath(sitePath('/producers/x/slots', locale, variant)).path).toBe('/producers/x/slots');
      }
    }
  });
});

import { parsePath, sitePath } from '@/lib/domain/routing/site-paths';
import { isDeepPath, safeRedirectPath, safeRedirectTarget } from '@/lib/domain/routing/route-rules';
import { localeFromAcceptLanguage, localizedPath, pickText } from '@/lib/domain/locales';

describe('locale and guest paths', () => {
  it('splits the guest base and the locale off the path', () => {
    expect(parsePath('/')).toEqual({ guest: false, explicitLocale: null, locale: 'ru', path: '/' });
    expect(parsePath('/en/games/slots')).toEqual({ guest: false, explicitLocale: 'en', locale: 'en', path: '/games/slots' });
    expect(parsePath('/guest')).toEqual({ guest: true, explicitLocale: null, locale: 'ru', path: '/' });
    expect(parsePath('/guest/it/producers/x')).toEqual({ guest: true, explicitLocale: 'it', locale: 'it', path: '/producers/x' });
    expect(parsePath('/guestbook')).toMatchObject({ guest: false, path: '/guestbook' });
    expect(parsePath('/de/games')).toMatchObject({ explicitLocale: null, locale: 'ru', path: '/de/games' });
  });

  it('builds visible paths: ru without prefix', () => {
    expect(localizedPath('/', 'ru')).toBe('/');
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('/games/top', 'it')).toBe('/it/games/top');
    expect(sitePath('/', 'ru', 'guest')).toBe('/guest');
    expect(sitePath('/games/top', 'en', 'guest')).toBe('/guest/en/games/top');
  });

  it('marks paths with 4 or more segments noindex', () => {
    expect(isDeepPath('/producers/a/slots')).toBe(false);
    expect(isDeepPath('/a/b/c/d')).toBe(true);
  });

  it('accepts only same-site redirect targets', () => {
    expect(safeRedirectPath('/profile?x=1')).toBe('/profile?x=1');
    expect(safeRedirectPath('//evil.example')).toBe('/');
    expect(safeRedirectPath('https://evil.example')).toBe('/');
    expect(safeRedirectPath('/\\evil.example')).toBe('/');
  });

  it('reads the language of API calls and falls back to ru', () => {
    expect(localeFromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('de-DE, it;q=0.5')).toBe('it');
    expect(localeFromAcceptLanguage('fr')).toBe('ru');
    expect(localeFromAcceptLanguage(null)).toBe('ru');
  });

  it('picks texts by locale with a fallback to Russian', () => {
    expect(pickText({ ru: 'Слоты', en: 'Slots' }, 'en')).toBe('Slots');
    expect(pickText({ ru: 'Слоты' }, 'it')).toBe('Слоты');
    expect(pickText(null, 'ru')).toBe('');
  });
});

describe('the post-login target', () => {
  it('is the guarded page the visitor asked for, in any language', () => {
    expect(safeRedirectTarget('/profile/info?tab=1')).toBe('/profile/info?tab=1');
    expect(safeRedirectTarget('/en/cashbox')).toBe('/en/cashbox');
  });

  it('is never another site, an auth screen (a loop) or an absurdly long value', () => {
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', '/login', '/en/registration?x=1', '/new-password/abc', `/${'a'.repeat(3000)}`, '', null]) {
      expect(safeRedirectTarget(bad)).toBeNull();
    }
  });
});

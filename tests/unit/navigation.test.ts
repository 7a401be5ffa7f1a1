import { getPathname } from '@/i18n/navigation';
import { LOCALES, localizedPath } from '@/lib/domain/locales';
import { sitePath } from '@/lib/domain/routing/site-paths';

/**
 * Code outside React (the proxy, the page cache, e-mails, browser stores) builds locale paths
 * with the pure rule in lib/domain; React code uses next-intl's navigation. Both must give
 * the same URL, or a page's links would disagree with the proxy's redirects and the cache.
 */
describe('locale paths: the pure rule agrees with next-intl', () => {
  const paths = ['/', '/games/slots', '/play/aurora', '/profile/info', '/cashbox?tab=payout'];

  it.each(LOCALES)('in %s', (locale) => {
    for (const href of paths) {
      expect(localizedPath(href, locale)).toBe(getPathname({ href, locale }));
      expect(sitePath(href, locale, 'main')).toBe(getPathname({ href, locale }));
    }
  });

  it('puts the guest variant under /guest, in front of the language next-intl adds', () => {
    for (const locale of LOCALES) {
      const main = getPathname({ href: '/games/slots', locale });
      expect(sitePath('/games/slots', locale, 'guest')).toBe(`/guest${main}`);
    }
  });
});

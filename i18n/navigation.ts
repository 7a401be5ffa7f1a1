import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/**
 * Locale-aware navigation for React code (next-intl's own wrappers around Next's): a `Link`
 * href, a redirect or a router push names the site path ("/cashbox") and gets the visitor's
 * language prefix ("/en/cashbox"; none for ru, localePrefix "as-needed"). Code that runs
 * outside React (the proxy, the page cache, e-mails and payment URLs, browser stores) uses
 * the pure rule in lib/domain/locales.ts (`localizedPath`), which tests pin to this one; the
 * /guest variant, which next-intl does not know, is lib/domain/routing/site-paths.ts.
 */
export const { Link, redirect, permanentRedirect, usePathname, useRouter, getPathname } = createNavigation(routing);

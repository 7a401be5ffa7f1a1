import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES, LOCALE_COOKIE_MAX_AGE, LOCALE_COOKIE_NAME } from '@/lib/domain/locales';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeCookie: { name: LOCALE_COOKIE_NAME, maxAge: LOCALE_COOKIE_MAX_AGE },
  // next-intl's middleware would add a `Link: <…>; rel="alternate"` header built from the request
  // URL, i.e. from a client's Host / X-Forwarded-Host; the page cache kept it for every visitor
  // instead. The hreflang alternates are in every page's <head>, on the canonical host (SEO).
  alternateLinks: false,
});

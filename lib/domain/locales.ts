/** The site's locales (spec platform §1): ru is the default and has no URL prefix. */
export const LOCALES = ['ru', 'en', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';
/** Locale cookie lifetime in seconds (spec platform §9). */
export const LOCALE_COOKIE_MAX_AGE = 86400;
export const LOCALE_COOKIE_NAME = 'NEXT_LOCALE';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Texts stored in the database carry one string per locale. */
export type LocalizedText = Partial<Record<Locale, string>>;

/** Picks the text for a locale, falling back to the default locale, then to any text there is. */
export function pickText(text: LocalizedText | null | undefined, locale: Locale): string {
  if (!text) return '';
  return text[locale] ?? text[DEFAULT_LOCALE] ?? Object.values(text).find((v) => typeof v === 'string') ?? '';
}

/** The path as a visitor sees it for a locale: ru has no prefix (localePrefix "as-needed"). */
export function localizedPath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/**
 * Reads the language an API caller asks for (spec §7: every call carries Accept-Language).
 * An explicit `locale` query wins; unknown languages fall back to the default.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    if (isLocale(tag)) return tag;
  }
  return DEFAULT_LOCALE;
}

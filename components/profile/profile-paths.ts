import { DEFAULT_LOCALE, isLocale, localizedPath, type Locale } from '@/lib/domain/locales';

/**
 * The profile's tabs (spec platform §2: balance, levels, info, verification, plus gifts and
 * achievements; the profile screen also has a promo code tab), in the order they are shown.
 * /profile itself redirects to the first.
 */
export const PROFILE_TABS = ['balance', 'levels', 'info', 'verification', 'gifts', 'achievements', 'promo-code'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** Message keys of the tabs (next-intl keys cannot hold a hyphen nicely). */
export const TAB_MESSAGE_KEYS: Record<ProfileTab, string> = {
  balance: 'balance',
  levels: 'levels',
  info: 'info',
  verification: 'verification',
  gifts: 'gifts',
  achievements: 'achievements',
  'promo-code': 'promoCode',
};

/** The locale of a client component's useLocale(), narrowed to the site's locales. */
export function asLocale(locale: string): Locale {
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** A site path in the visitor's language ("/cashbox" → "/en/cashbox"). */
export function localePath(path: string, locale: string): string {
  return localizedPath(path, asLocale(locale));
}

/** "/profile/info" in a language (profileInfo, the route the verification flow links to). */
export function profileTabPath(tab: ProfileTab, locale: string): string {
  return localePath(`/profile/${tab}`, locale);
}

import type { Locale } from '@/lib/domain/locales';
import type messages from '@/messages/ru.json';

/**
 * next-intl's types from our config: a message key that ru.json (the source catalogue; en and
 * it carry the same keys, tests/unit/messages.test.ts) does not have fails the type-check, and
 * useLocale() / getLocale() return the site's Locale.
 */
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}

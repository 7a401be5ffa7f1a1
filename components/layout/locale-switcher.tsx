'use client';

import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { LOCALE_COOKIE_MAX_AGE, LOCALE_COOKIE_NAME, LOCALES, type Locale } from '@/lib/domain/locales';
import { sitePath, splitSitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import styles from './locale-switcher.module.css';

/**
 * ru / en / it for the page being viewed. The main variant also writes the locale cookie (what
 * the proxy's detection reads next time), as next-intl's own Link would; that Link is not used
 * because its navigation helpers cost about 2 KB of every page's first-load JS. The guest
 * variant links to /guest/{locale}/… and keeps no cookie (it is a cached, cookie-free variant).
 */
function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE_NAME}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
}

export function LocaleSwitcher({ variant, className }: { variant: SiteVariant; className?: string }) {
  const t = useTranslations('locales');
  const th = useTranslations('header');
  const current = useLocale();
  // Server render sees the rewritten path, the browser the visible one; both split the same.
  const { path } = splitSitePath(usePathname() ?? '/');

  return (
    <nav className={`${styles.switcher} ${className ?? ''}`} aria-label={th('language')}>
      <ul className={styles.list}>
        {LOCALES.map((locale: Locale) => {
          const active = locale === current;
          const label = (
            <>
              <span aria-hidden="true">{t(`short.${locale}`)}</span>
              <span className="visually-hidden">{t(locale)}</span>
            </>
          );
          return (
            <li key={locale}>
              <NextLink
                href={sitePath(path, locale, variant)}
                onClick={variant === 'main' ? () => rememberLocale(locale) : undefined}
                className={styles.link}
                aria-current={active ? 'true' : undefined}
                lang={locale}
                hrefLang={locale}
                prefetch={false}
              >
                {label}
              </NextLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

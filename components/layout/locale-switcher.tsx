'use client';

import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Link as IntlLink } from '@/i18n/navigation';
import { LOCALES, type Locale } from '@/lib/domain/locales';
import { sitePath, splitSitePath, type SiteVariant } from '@/lib/domain/site-paths';
import styles from './locale-switcher.module.css';

/**
 * ru / en / it for the page being viewed. The main variant goes through next-intl's Link with
 * `locale`, which also updates the locale cookie; the guest variant links to /guest/{locale}/….
 */
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
              {variant === 'main' ? (
                <IntlLink href={path} locale={locale} className={styles.link} aria-current={active ? 'true' : undefined} lang={locale} prefetch={false}>
                  {label}
                </IntlLink>
              ) : (
                <NextLink href={sitePath(path, locale, 'guest')} className={styles.link} aria-current={active ? 'true' : undefined} lang={locale} hrefLang={locale} prefetch={false}>
                  {label}
                </NextLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

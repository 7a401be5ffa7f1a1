import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/domain/locales';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import { SearchIcon, UserIcon } from '@/components/ui/icons';
import { Logo } from './logo';
import { LocaleSwitcher } from './locale-switcher';
import { SearchEntry } from './search-entry';
import { MenuButton } from './shell-state';
import { HeaderAccount } from './header-account';
import styles from './shell.module.css';

/**
 * The site header. The main variant's account area is a client component (HeaderAccount:
 * login/registration popups for guests, balance, profile and logout for players); the guest
 * variant has no player data, and its auth links lead to the main site's pages.
 */
export function Header({ locale, variant }: { locale: Locale; variant: SiteVariant }) {
  const t = useTranslations('header');
  const ts = useTranslations('site');
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <MenuButton className={styles.menuButton} />
        <Link href={sitePath('/', locale, variant)} className={styles.logoLink} aria-label={ts('home')}>
          <Logo responsive />
        </Link>
        <SearchEntry href={`${sitePath('/', locale, variant)}#search`} className={styles.searchEntry}>
          <SearchIcon size={18} />
          <span className={styles.searchText}>{t('search')}</span>
        </SearchEntry>
        <div className={styles.headerEnd}>
          <LocaleSwitcher variant={variant} className={styles.headerLocales} />
          {variant === 'main' ? (
            <HeaderAccount />
          ) : (
            <>
              <Link href={sitePath('/login', locale, 'main')} className={styles.loginButton} prefetch={false}>
                <UserIcon size={18} className={styles.loginIcon} />
                {t('login')}
              </Link>
              <Link href={sitePath('/registration', locale, 'main')} className={styles.registerButton} prefetch={false}>
                {t('registration')}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

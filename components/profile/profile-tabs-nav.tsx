'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { splitSitePath } from '@/lib/domain/site-paths';
import { PROFILE_TABS, profileTabPath, TAB_MESSAGE_KEYS } from './profile-paths';
import styles from './profile.module.css';

/** The profile's tabs as links (each tab is its own page); the current one has aria-current. */
export function ProfileTabsNav() {
  const t = useTranslations('profile.tabs');
  const locale = useLocale();
  const { path } = splitSitePath(usePathname() ?? '/');
  return (
    <nav className={styles.tabs} aria-label={t('label')}>
      <ul className={styles.tabList}>
        {PROFILE_TABS.map((tab) => (
          <li key={tab}>
            <Link href={profileTabPath(tab, locale)} className={styles.tab} aria-current={path === `/profile/${tab}` ? 'page' : undefined} prefetch={false}>
              {t(TAB_MESSAGE_KEYS[tab])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

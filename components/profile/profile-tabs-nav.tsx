'use client';

import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import { PROFILE_TABS, TAB_MESSAGE_KEYS } from './profile-tabs';
import styles from './profile.module.css';

/** The profile's tabs as links (each tab is its own page); the current one has aria-current. */
export function ProfileTabsNav() {
  const t = useTranslations('profile.tabs');
  const path = usePathname();
  return (
    <nav className={styles.tabs} aria-label={t('label')}>
      <ul className={styles.tabList}>
        {PROFILE_TABS.map((tab) => (
          <li key={tab}>
            <Link href={`/profile/${tab}`} className={styles.tab} aria-current={path === `/profile/${tab}` ? 'page' : undefined} prefetch={false}>
              {t(TAB_MESSAGE_KEYS[tab])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

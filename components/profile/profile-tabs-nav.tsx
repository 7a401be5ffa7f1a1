'use client';

import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import { useGiftCount } from '@/lib/client/gifts/use-gifts';
import { PROFILE_TABS, TAB_MESSAGE_KEYS } from './profile-tabs';
import gifts from '@/components/gifts/gifts.module.css';
import styles from './profile.module.css';

/** The profile's tabs as links (each tab is its own page); the current one has aria-current. The Gifts tab carries the gift counter (spec §2). */
export function ProfileTabsNav() {
  const t = useTranslations('profile.tabs');
  const path = usePathname();
  const giftCount = useGiftCount() ?? 0;
  return (
    <nav className={styles.tabs} aria-label={t('label')}>
      <ul className={styles.tabList}>
        {PROFILE_TABS.map((tab) => (
          <li key={tab}>
            <Link href={`/profile/${tab}`} className={styles.tab} aria-current={path === `/profile/${tab}` ? 'page' : undefined} prefetch={false}>
              {t(TAB_MESSAGE_KEYS[tab])}
              {tab === 'gifts' && giftCount > 0 && (
                <span className={gifts.tabBadge} data-testid="profile-gifts-count">
                  {giftCount > 99 ? '99+' : giftCount}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { localizedPath } from '@/lib/domain/locales';
import { UserIcon } from '@/components/ui/icons';
import styles from './shell.module.css';

/**
 * The header's account area before a player is known: login and registration. While the auth
 * hint marks the document (html[data-auth]), CSS shows a placeholder in their place instead.
 */
export function HeaderGuestButtons() {
  const t = useTranslations('header');
  const ta = useTranslations('auth');
  const locale = useLocale();
  return (
    <div className={styles.account}>
      <span className={styles.accountPending} role="status" aria-label={ta('loadingAccount')} />
      <Link href={localizedPath('/login', locale)} className={`${styles.loginButton} ${styles.guestOnly}`} prefetch={false}>
        <UserIcon size={18} className={styles.loginIcon} />
        {t('login')}
      </Link>
      <Link href={localizedPath('/registration', locale)} className={`${styles.registerButton} ${styles.guestOnly}`} prefetch={false}>
        {t('registration')}
      </Link>
    </div>
  );
}

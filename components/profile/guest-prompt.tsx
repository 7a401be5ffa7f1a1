'use client';

import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { loginRedirectTarget } from '@/lib/domain/routing/route-rules';
import { Link, getPathname } from '@/i18n/navigation';
import { UserIcon } from '@/components/ui/icons';
import styles from './profile.module.css';
import buttons from '@/components/ui/button.module.css';

/**
 * The profile without a session in the browser (it expired, or the player logged out in another
 * tab): the proxy sends anonymous visitors to login, but a page already open has to say so itself.
 */
export function GuestPrompt() {
  const t = useTranslations('profile.guest');
  const locale = useLocale();
  // Where the visitor is, language prefix included: the login page sends them back here.
  const here = usePathname() || getPathname({ href: '/profile', locale });
  return (
    <section className={`${styles.card} ${styles.guest}`} aria-labelledby="profile-guest-title">
      <span className={styles.placeholderIcon}>
        <UserIcon size={26} />
      </span>
      <h1 id="profile-guest-title" className={styles.sectionTitle}>
        {t('title')}
      </h1>
      <p className={styles.muted}>{t('text')}</p>
      <div className={styles.actions}>
        <Link href={loginRedirectTarget('/login', here)} className={`${buttons.button} ${buttons.gold}`} prefetch={false}>
          {t('login')}
        </Link>
        <Link href="/registration" className={buttons.button} prefetch={false}>
          {t('registration')}
        </Link>
      </div>
    </section>
  );
}

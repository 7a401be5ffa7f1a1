'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { loginRedirectTarget } from '@/lib/domain/route-rules';
import { UserIcon } from '@/components/ui/icons';
import { localePath } from './profile-paths';
import styles from './profile.module.css';
import buttons from '@/components/ui/button.module.css';

/**
 * The profile without a session in the browser (it expired, or the player logged out in another
 * tab): the proxy sends anonymous visitors to login, but a page already open has to say so itself.
 */
export function GuestPrompt() {
  const t = useTranslations('profile.guest');
  const locale = useLocale();
  const here = usePathname() || localePath('/profile', locale);
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
        <Link href={loginRedirectTarget(localePath('/login', locale), here)} className={`${buttons.button} ${buttons.gold}`} prefetch={false}>
          {t('login')}
        </Link>
        <Link href={localePath('/registration', locale)} className={buttons.button} prefetch={false}>
          {t('registration')}
        </Link>
      </div>
    </section>
  );
}

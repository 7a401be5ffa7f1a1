'use client';

import { useLocale, useTranslations } from 'next-intl';
import { loginRedirectTarget } from '@/lib/domain/routing/route-rules';
import { Link, getPathname } from '@/i18n/navigation';
import buttons from '@/components/ui/button.module.css';
import styles from './cashbox.module.css';

/**
 * The cashbox without a session in the browser (it expired, or the player logged out in another
 * tab): the proxy sends guests to login, but a cashbox already open has to say so itself.
 */
export function CashboxGuest() {
  const t = useTranslations('cashbox.guest');
  const locale = useLocale();
  return (
    <div className={styles.guest}>
      <h2 className={styles.guestTitle}>{t('title')}</h2>
      <p className={styles.muted}>{t('text')}</p>
      <div className={styles.actions}>
        <Link href={loginRedirectTarget('/login', getPathname({ href: '/cashbox', locale }))} className={`${buttons.button} ${buttons.gold}`} prefetch={false}>
          {t('login')}
        </Link>
        <Link href="/registration" className={buttons.button} prefetch={false}>
          {t('registration')}
        </Link>
      </div>
    </div>
  );
}

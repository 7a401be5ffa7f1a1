'use client';

import { lazy, Suspense, useEffect } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/domain/money';
import { logout, startSession, useSession } from '@/lib/client/session/session-store';
import { Link, useRouter } from '@/i18n/navigation';
import { UserIcon } from '@/components/ui/icons';
import { NoticesBell } from '@/components/notifications/notices-bell';
import { GiftCounter } from '@/components/gifts/gift-counter';
import { GiftToasts } from '@/components/gifts/gift-toasts';
import { HeaderGuestButtons } from './header-guest-buttons';
import styles from './shell.module.css';

// Shown once in a player's life: loaded only then, not with every page's header.
const ThanksModal = lazy(() => import('@/components/auth/thanks-modal').then((m) => ({ default: m.ThanksModal })));

/**
 * The header's account area of a logged-in player: balance, profile, logout. Loaded only when a
 * player is probably here (HeaderAccount), so a guest's first load carries none of the session
 * code. Without a session (logged out, or a stale hint cookie) it shows the guest buttons.
 */
export default function HeaderPlayer() {
  const ta = useTranslations('auth');
  const locale = useLocale();
  const router = useRouter();
  const session = useSession();

  useEffect(() => startSession(), []);
  useEffect(() => {
    if (session.status === 'guest') delete document.documentElement.dataset.auth;
  }, [session.status]);

  if (session.status !== 'player') return <HeaderGuestButtons />;
  const { profile, balance } = session;
  const money = formatMoney(balance?.balance ?? 0, balance?.currency ?? profile.currency, locale);
  // A link's name holds its visible text (WCAG 2.5.3): the balance link says the amount too, and
  // the nickname stands beside the profile link (whose ::after still makes the whole pill clickable).
  return (
    <div className={styles.account} data-testid="header-account">
      <Link href="/profile/balance" className={styles.balance} prefetch={false} aria-label={`${ta('balance')}: ${money}`} data-testid="header-balance">
        {money}
      </Link>
      <GiftCounter />
      <NoticesBell />
      <GiftToasts />
      <span className={`${styles.loginButton} ${styles.profileChip}`}>
        <Link href="/profile" className={styles.profileLink} prefetch={false} aria-label={ta('profile')}>
          <UserIcon size={18} />
        </Link>
        <span className={styles.accountName}>{profile.nick_name ?? ta('profile')}</span>
      </span>
      <button
        type="button"
        className={styles.logoutButton}
        onClick={async () => {
          await logout();
          router.replace('/');
        }}
      >
        {ta('logout')}
      </button>
      {profile.first_auth && (
        <Suspense fallback={null}>
          <ThanksModal profile={profile} />
        </Suspense>
      )}
    </div>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { logout } from '@/lib/client/session/session-store';
import type { ProfileDto } from '@/lib/domain/accounts/account-types';
import { TrophyIcon } from '@/components/ui/icons';
import styles from './profile.module.css';

/** "Ivan Petrov", else the nickname, else "Player #12". */
export function displayName(profile: ProfileDto, fallback: string): string {
  const full = [profile.firstname, profile.lastname].filter((part): part is string => Boolean(part?.trim())).join(' ');
  return full || profile.nick_name || fallback;
}

/** The player's name, nickname and level above the tabs. */
export function ProfileHeader({ profile }: { profile: ProfileDto }) {
  const t = useTranslations('profile.header');
  const name = displayName(profile, t('fallbackName', { id: profile.user_id }));
  return (
    <header className={styles.header}>
      <span className={styles.avatar} aria-hidden="true">
        {name.trim().charAt(0) || '#'}
      </span>
      <div className={styles.who}>
        <span className={styles.eyebrow}>{t('eyebrow')}</span>
        <h1 className={styles.name}>{name}</h1>
        <span className={styles.facts}>
          {profile.nick_name && <span>{t('nickname', { nickname: profile.nick_name })}</span>}
          <span>{t('playerId', { id: profile.user_id })}</span>
        </span>
      </div>
      <span className={styles.levelBadge}>
        <TrophyIcon size={16} />
        {t('level', { index: profile.level.index })}
      </span>
      <LogoutButton />
    </header>
  );
}

/** Log out from the profile too: the header hides its button on narrow phones. */
function LogoutButton() {
  const t = useTranslations('auth');
  const router = useRouter();
  return (
    <button
      type="button"
      className={styles.logout}
      onClick={async () => {
        await logout();
        router.replace('/');
      }}
    >
      {t('logout')}
    </button>
  );
}

'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { localizedPath, type Locale } from '@/lib/domain/locales';
import type { ViewerKey } from '@/lib/client/tournaments/tournament-data';
import styles from './tournaments.module.css';

type BlockedPart = 'tableBlocked' | 'gamesBlocked' | 'seriesBlocked';

/**
 * What a private tournament's page shows in place of a part the viewer may not see (spec §6
 * tournamentBlockedForUser): which part only its invited players see, and to a visitor — who may be
 * invited without being logged in — a way to log in and come back to `back` (a path of the site).
 */
export function BlockedNote({ part, viewer, locale, back }: { part: BlockedPart; viewer: ViewerKey | null; locale: Locale; back: string }) {
  const t = useTranslations('tournaments.page');
  return (
    <p className={styles.notice} data-testid="tournament-blocked">
      {t(part)}
      {viewer === 'guest' && (
        <>
          {' '}
          <Link href={`${localizedPath('/login', locale)}?redirect=${encodeURIComponent(localizedPath(back, locale))}`} className={styles.textLink} prefetch={false}>
            {t('loginIfInvited')}
          </Link>
        </>
      )}
    </p>
  );
}

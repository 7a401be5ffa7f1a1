'use client';

import { useLocale, useTranslations } from 'next-intl';
import { nearestAchievements } from '@/lib/domain/achievements/achievements';
import { useAchievements } from '@/lib/client/achievements/use-achievements';
import { Link } from '@/i18n/navigation';
import { usePlayer } from '../use-player';
import { AchievementCard } from './achievement-card';
import own from './achievements.module.css';
import styles from '../profile.module.css';

/**
 * The profile's "nearest in progress" (spec §4: progress above 0 and below 100, by progress,
 * at most 6), under the balance on the profile's main tab, with the way to the Trophies tab.
 * Renders nothing until the list is there, and a short invitation when nothing is under way.
 */
export function NearestAchievements() {
  const t = useTranslations('achievements');
  const locale = useLocale();
  const player = usePlayer();
  const { state } = useAchievements(locale);
  if (!player || state.status !== 'ready' || state.list.length === 0) return null;
  const nearest = nearestAchievements(state.list);

  return (
    <section className={styles.card} aria-labelledby="nearest-achievements-title" data-testid="nearest-achievements">
      <div className={styles.sectionHead}>
        <h2 id="nearest-achievements-title" className={styles.subTitle}>
          {t('nearestTitle')}
        </h2>
        <Link href="/profile/achievements" className={styles.link} prefetch={false}>
          {t('allLink')}
        </Link>
      </div>
      {nearest.length === 0 ? (
        <p className={styles.muted}>{t('nearestEmpty')}</p>
      ) : (
        <ul className={own.list}>
          {nearest.map((a) => (
            <AchievementCard key={a.id} achievement={a} />
          ))}
        </ul>
      )}
    </section>
  );
}

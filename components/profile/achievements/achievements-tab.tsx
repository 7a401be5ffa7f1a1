'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useAchievements } from '@/lib/client/achievements/use-achievements';
import { usePlayer } from '../use-player';
import { AchievementCard } from './achievement-card';
import own from './achievements.module.css';
import { RetryAlert } from '../retry-alert';
import styles from '../profile.module.css';

/**
 * The Trophies tab (spec platform §2 profile tabs, §3 user achievement): every achievement with
 * the player's progress, completed ones marked, kept live by `achievement_progress`.
 */
export function AchievementsTab() {
  const t = useTranslations('achievements');
  const locale = useLocale();
  const player = usePlayer();
  const { state, retry } = useAchievements(locale);
  if (!player) return null;
  const done = state.status === 'ready' ? state.list.filter((a) => a.isCompleted).length : 0;

  return (
    <section className={styles.card} aria-labelledby="achievements-title" aria-busy={state.status === 'loading' || undefined}>
      <h2 id="achievements-title" className={styles.sectionTitle}>
        {t('title')}
      </h2>
      {state.status === 'loading' && <p className={styles.faint}>{t('loading')}</p>}
      {state.status === 'failed' && <RetryAlert text={t('loadFailed')} retryLabel={t('retry')} onRetry={retry} />}
      {state.status === 'ready' &&
        (state.list.length === 0 ? (
          <p className={styles.muted}>{t('empty')}</p>
        ) : (
          <>
            <p className={`${styles.muted} ${own.summary}`} data-testid="achievements-summary">
              {t('summary', { done, total: state.list.length })}
            </p>
            <ul className={`${own.list} ${own.wide}`}>
              {state.list.map((a) => (
                <AchievementCard key={a.id} achievement={a} />
              ))}
            </ul>
          </>
        ))}
    </section>
  );
}

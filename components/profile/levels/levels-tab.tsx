'use client';

import { useTranslations } from 'next-intl';
import { useLevels, useUserLevel } from '@/lib/client/profile/use-levels';
import { ArtImage } from '@/components/ui/art-image';
import { usePlayer } from '../use-player';
import own from './levels.module.css';
import { RetryAlert } from '../retry-alert';
import styles from '../profile.module.css';
import badges from '@/components/ui/badge.module.css';

/**
 * The levels tab (spec platform §3: a level has an index and an image; the player's level
 * carries bonus_availability_level): the player's level, from which level bonuses are
 * available, and every level of the site with the reached ones marked.
 */
export function LevelsTab() {
  const t = useTranslations('profile.levels');
  const player = usePlayer();
  const { state, retry } = useLevels();
  const mine = useUserLevel();

  if (!player) return null;
  const { index, bonus_availability_level: bonusLevel } = player.profile.level;
  const levels = state.status === 'ready' ? state.levels : [];
  const current = levels.find((level) => level.index === index);
  const next = levels.find((level) => level.index > index);

  return (
    <>
      <section className={styles.card} aria-labelledby="level-title">
        <h2 id="level-title" className={styles.sectionTitle}>
          {t('title')}
        </h2>
        <p className={styles.muted} data-testid="current-level">
          {current ? t('currentNamed', { index, name: current.name }) : t('current', { index })}
        </p>
        {next && <p className={styles.faint}>{t('next', { name: next.name, points: next.pointsRequired })}</p>}
        {mine && (
          <div className={own.progress}>
            <p className={styles.muted} id="level-experience" data-testid="level-experience">
              {mine.next ? t('experience', { points: mine.experience, next: mine.next.pointsRequired }) : t('experienceTop', { points: mine.experience })}
            </p>
            <div
              className={own.progressTrack}
              role="progressbar"
              aria-labelledby="level-experience"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={mine.progress}
            >
              <span className={own.progressFill} style={{ width: `${mine.progress}%` }} />
            </div>
          </div>
        )}
        <p className={styles.muted}>
          {t('bonusFrom', { level: bonusLevel })}{' '}
          <span className={`${badges.badge} ${index >= bonusLevel ? badges.ok : badges.info}`}>{index >= bonusLevel ? t('bonusOpen') : t('bonusLocked')}</span>
        </p>
      </section>

      <section className={styles.card} aria-labelledby="levels-list-title" aria-busy={state.status === 'loading' || undefined}>
        <h2 id="levels-list-title" className={styles.subTitle}>
          {t('allLevels')}
        </h2>
        {state.status === 'loading' && <p className={styles.faint}>{t('loading')}</p>}
        {state.status === 'failed' && <RetryAlert text={t('loadFailed')} retryLabel={t('retry')} onRetry={retry} />}
        {state.status === 'ready' && (
          <ol className={own.levelList}>
            {levels.map((level) => (
              <li key={level.index} className={`${own.level} ${level.index <= index ? own.levelReached : ''}`} aria-current={level.index === index ? 'step' : undefined}>
                <ArtImage src={level.image} alt="" width={48} height={48} className={own.levelImage} />
                <span className={own.levelText}>
                  <span className={own.levelName}>{level.name}</span>
                  <span className={styles.faint}>{t('levelFacts', { index: level.index, points: level.pointsRequired })}</span>
                </span>
                {level.index === index && <span className={`${badges.badge} ${badges.ok}`}>{t('yours')}</span>}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import type { UserAchievementDto } from '@/lib/domain/achievements/achievements';
import { ArtImage } from '@/components/ui/art-image';
import own from './achievements.module.css';
import styles from '../profile.module.css';
import badges from '@/components/ui/badge.module.css';

/** One achievement: picture, title, what to do, a progress bar (announced as such) and its reward. */
export function AchievementCard({ achievement }: { achievement: UserAchievementDto }) {
  const t = useTranslations('achievements');
  const { id, title, description, image, progress, isCompleted, reward } = achievement;
  const labelId = `achievement-${id}-title`;
  return (
    <li className={`${own.item} ${isCompleted ? own.completed : own.pending}`} data-testid="achievement" data-action={achievement.actionId} data-completed={isCompleted || undefined}>
      <ArtImage src={image} alt="" width={56} height={56} className={own.image} />
      <div className={own.text}>
        <div className={own.head}>
          <h3 id={labelId} className={own.title}>
            {title}
          </h3>
          {isCompleted && <span className={`${badges.badge} ${badges.ok}`}>{t('completed')}</span>}
        </div>
        <p className={styles.muted}>{description}</p>
        <div className={own.track} role="progressbar" aria-labelledby={labelId} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
          <span className={own.fill} style={{ width: `${progress}%` }} />
        </div>
        <div className={own.meta}>
          <span className={styles.faint} data-testid="achievement-progress">
            {t('progress', { progress })}
          </span>
          {reward && <span className={styles.faint}>{t('reward', { title: reward.title })}</span>}
        </div>
      </div>
    </li>
  );
}

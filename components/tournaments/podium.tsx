import { useTranslations } from 'next-intl';
import { TOURNAMENT_LIMITS, type TournamentLeaderDto } from '@/lib/domain/tournaments/tournaments';
import { LeaderAvatar } from './leader-table';
import styles from './tournaments.module.css';

/** The top three of a past tournament on steps, the winner in the middle (spec §2 "podium"). */
export function Podium({ leaders, title }: { leaders: readonly TournamentLeaderDto[]; title: string }) {
  const t = useTranslations('tournaments');
  const top = leaders.slice(0, TOURNAMENT_LIMITS.top);
  const steps = [top[1], top[0], top[2]].filter((l): l is TournamentLeaderDto => l !== undefined);
  return (
    <figure className={styles.podium} data-testid="series-podium">
      <figcaption className={styles.podiumTitle}>{title}</figcaption>
      <ol className={styles.podiumSteps}>
        {steps.map((l) => (
          <li key={l.userId} className={`${styles.step} ${styles[`step${l.position}`] ?? ''}`}>
            <LeaderAvatar leader={l} size={40} />
            <span className={styles.name}>{l.username}</span>
            <span className={styles.stepBlock}>{t('page.place', { position: l.position })}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

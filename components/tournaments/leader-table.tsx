import { useTranslations } from 'next-intl';
import type { TournamentLeaderDto, TournamentMechanic } from '@/lib/domain/tournaments/tournaments';
import { avatarHue, formatScore } from './tournament-format';
import styles from './tournaments.module.css';

/** A player's avatar: the name's first letter on a colour of their id (tables carry no pictures of players). */
export function LeaderAvatar({ leader, size = 32 }: { leader: Pick<TournamentLeaderDto, 'userId' | 'username'>; size?: number }) {
  const initial = leader.username.replace(/^#/, '').charAt(0).toUpperCase() || '?';
  return (
    <span className={styles.avatar} style={{ width: size, height: size, background: `hsl(${avatarHue(leader.userId)} 55% 38%)` }} aria-hidden="true">
      {initial}
    </span>
  );
}

interface LeaderTableProps {
  rows: readonly TournamentLeaderDto[];
  mechanic: TournamentMechanic;
  locale: string;
  caption: string;
  testId?: string;
}

/** The leaderboard (spec §2 "table, leaders with avatars"): place, avatar and name, points; the player's own row marked. */
export function LeaderTable({ rows, mechanic, locale, caption, testId }: LeaderTableProps) {
  const t = useTranslations('tournaments.page');
  return (
    <table className={styles.table} data-testid={testId}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('position')}</th>
          <th scope="col">{t('player')}</th>
          <th scope="col" className={styles.num}>
            {t('score')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.userId} className={row.isItsMe ? styles.mine : undefined} data-its-me={row.isItsMe || undefined}>
            <td className={styles.place}>{row.position}</td>
            <td>
              <span className={styles.who}>
                <LeaderAvatar leader={row} />
                <span className={styles.name}>
                  {row.username}
                  {row.isItsMe && <span className={styles.youMark}> ({t('you')})</span>}
                </span>
              </span>
            </td>
            <td className={styles.num}>{formatScore(row.score, mechanic, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

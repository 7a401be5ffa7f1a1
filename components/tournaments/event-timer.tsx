import { useTranslations } from 'next-intl';
import type { EventStatus } from '@/lib/domain/tournaments/tournaments';
import { countdown } from './tournament-format';
import styles from './tournaments.module.css';

/**
 * "Starts in" / "Ends in" with the time left, or "Finished" (spec §2 event timer). The caller's
 * clock (`nowMs`, one per list) makes it tick; the status it is given is already moved by that
 * clock (spec §4 browser timers). The server's HTML has the countdown of its render.
 */
export function EventTimer({ status, startAt, endAt, nowMs }: { status: EventStatus; startAt: string; endAt: string; nowMs: number }) {
  const t = useTranslations('tournaments');
  if (status === 'past') return <p className={styles.timer}>{t('card.finished')}</p>;
  const left = countdown(Date.parse(status === 'future' ? startAt : endAt), nowMs);
  return (
    <p className={styles.timer}>
      <span className={styles.prizeLabel}>{status === 'future' ? t('card.startsIn') : t('card.endsIn')}</span>{' '}
      <time dateTime={status === 'future' ? startAt : endAt} suppressHydrationWarning>
        {left === null ? '00:00:00' : left.days > 0 ? t('timer.days', { days: left.days, time: left.time }) : left.time}
      </time>
    </p>
  );
}

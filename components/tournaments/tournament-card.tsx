import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/domain/locales';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import { freeSeats, TOURNAMENT_LIMITS, type EventStatus, type TournamentDto } from '@/lib/domain/tournaments/tournaments';
import { ArtImage } from '@/components/ui/art-image';
import { EventTimer } from './event-timer';
import { LeaderAvatar } from './leader-table';
import { CoinIcon, CrownIcon } from './tournament-icons';
import { prizeMoneyText } from './tournament-format';
import styles from './tournaments.module.css';

interface TournamentCardProps {
  tournament: TournamentDto;
  /** What the card is now (the list's clock moves it future → active → past). */
  status: EventStatus;
  nowMs: number;
  locale: Locale;
  variant: SiteVariant;
  currency: string;
  /** The first cards of a list load their banner at once (one of them is the largest paint). */
  eager?: boolean;
  /** The title's level: 2 right under a page's h1, 3 inside a section (no level skipped). */
  headingLevel?: 2 | 3;
}

/**
 * A tournament card (spec play-promos §2): banner, title, prize text, type label, paid or free
 * mark, seats (with a limit, not past), prize description, top winners, the chosen, member and
 * series-leader marks (not past), the compoint fee with its tooltip. Past cards are greyed.
 * Rendered in client lists (their timers and the player's marks), but pure: the server's HTML has
 * every text.
 */
export function TournamentCard({ tournament: t, status, nowMs, locale, variant, currency, eager = false, headingLevel = 3 }: TournamentCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const tc = useTranslations('tournaments.card');
  const past = status === 'past';
  const seats = past ? null : freeSeats(t.maxMemberLimit, t.membersCount);
  const prize = prizeMoneyText(t.prizeMoney, currency, locale);
  const href = sitePath(`/tournaments/${t.slug}`, locale, variant);
  const paid = t.compointMembershipPrice !== null;
  return (
    <article className={`${styles.card} ${past ? styles.past : ''}`} data-testid="tournament-card" data-slug={t.slug} data-status={status}>
      <div className={styles.cardBanner}>
        <ArtImage src={t.imageDefault.url} alt="" width={400} height={200} className={styles.cardImage} eager={eager} />
        {!past && (
          <span className={styles.labels}>
            <span className={styles.label}>{tc(`types.${t.tournamentType}`)}</span>
            <span className={`${styles.label} ${paid ? styles.labelPaid : styles.labelFree}`}>{paid ? tc('paid') : tc('free')}</span>
          </span>
        )}
      </div>
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          <Link href={href} className={styles.cardLink}>
            {t.title}
          </Link>
        </Heading>
        {prize && (
          <p className={styles.prize}>
            <span className={styles.prizeLabel}>{tc('prizeMoney')}</span> <strong>{prize}</strong>
          </p>
        )}
        <EventTimer status={status} startAt={t.startAt} endAt={t.endAt} nowMs={nowMs} />
        {t.prizeDescription && <p className={styles.muted}>{t.prizeDescription}</p>}
        {seats !== null && t.maxMemberLimit !== null && (
          <p className={styles.muted} data-testid="tournament-seats">
            {tc('seats', { total: t.maxMemberLimit, free: seats })}
          </p>
        )}
        {paid && (
          <p className={styles.fee} title={tc('compointsTooltip')}>
            <span className={styles.coin}>
              <CoinIcon />
            </span>
            <span>{tc('fee', { price: t.compointMembershipPrice ?? 0 })}</span>
            <span className={styles.visuallyHidden}>{tc('compointsTooltip')}</span>
          </p>
        )}
        {t.leaders.length > 0 && (
          <div className={styles.top}>
            <span className={styles.prizeLabel}>{tc('top')}</span>
            <ol className={styles.topList}>
              {t.leaders.slice(0, TOURNAMENT_LIMITS.top).map((l) => (
                <li key={l.userId} className={styles.topItem}>
                  <LeaderAvatar leader={l} size={22} />
                  <span className={styles.name}>{l.username}</span>
                </li>
              ))}
            </ol>
          </div>
        )}
        {!past && (t.isMember || t.isChosen) && (
          <p className={styles.marks}>
            {t.isMember && (
              <span className={styles.memberMark} data-testid="tournament-member-mark">
                {tc('member')}
              </span>
            )}
            {t.isChosen && <span className={styles.chosenMark}>{tc('chosen')}</span>}
            {t.isMember && t.isSeriesLeaderMember && (
              <span className={styles.crown} title={tc('seriesLeader')}>
                <CrownIcon />
                <span className={styles.visuallyHidden}>{tc('seriesLeader')}</span>
              </span>
            )}
          </p>
        )}
      </div>
    </article>
  );
}

'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/domain/locales';
import { freeSeats, type TournamentDto } from '@/lib/domain/tournaments/tournaments';
import { useNow } from '@/lib/client/use-now';
import { tournamentKey, usePlayerTournamentList, useTournament, useViewer } from '@/lib/client/tournaments/tournament-data';
import { followTournament } from '@/lib/client/tournaments/tournament-live';
import { statusNow } from '@/lib/client/tournaments/tournament-join';
import button from '@/components/ui/button.module.css';
import { BlockedNote } from './blocked-note';
import { EventTimer } from './event-timer';
import { LeaderTable } from './leader-table';
import { CrownIcon } from './tournament-icons';
import { useTournamentJoin } from './use-tournament-join';
import styles from './tournaments.module.css';

/**
 * The living part of a tournament page: timer, join button and marks, the table and the player's
 * opponents. The server renders it with the guest's view; a player's view comes from SWR, and
 * the table follows the room `tournament:<id>` live.
 */
export function TournamentView({ initial, locale }: { initial: TournamentDto; locale: Locale }) {
  const t = useTranslations('tournaments');
  const { tournament, loaded } = useTournament(initial.slug, locale, initial);
  const { viewer, userId, compoints } = useViewer();
  const { list: others, loaded: othersLoaded } = usePlayerTournamentList(locale, []);
  const nowMs = useNow(1000);
  const { join, busy } = useTournamentJoin();
  const status = statusNow(tournament, new Date(nowMs));
  const id = tournament.id;

  const past = status === 'past';
  const slug = tournament.slug;
  // The server refuses the room of a tournament blocked for the viewer (lib/platform/site-realtime.ts).
  const blocked = tournament.isBlockedForUser;
  useEffect(() => {
    if (viewer === null || past || blocked) return undefined;
    return followTournament(id, tournamentKey(slug, locale, viewer), userId);
  }, [id, slug, locale, viewer, userId, past, blocked]);

  const seats = freeSeats(tournament.maxMemberLimit, tournament.membersCount);
  const isPlayer = typeof viewer === 'number';
  // A player's click waits for the player's own view: with the guest's copy the flow would not
  // know the seat is theirs or that they leave another tournament (spec §4 asks first).
  const waiting = viewer === null || (isPlayer && !(loaded && othersLoaded));
  const onJoin = () => join({ tournament, others, isPlayer, compoints, locale });

  let action;
  if (status === 'past') action = <p className={styles.muted}>{t('page.past')}</p>;
  // A player's own view may lift the block (an invited player): until it arrives, the waiting button.
  else if (blocked && !(isPlayer && !loaded)) action = <p className={styles.notice}>{t('page.blocked')}</p>;
  else if (tournament.isMember && (tournament.isChosen || status !== 'active'))
    action = (
      <p className={styles.memberMark} data-testid="tournament-member-mark">
        {t('card.member')}
      </p>
    );
  else if (!tournament.isMember && seats === 0) action = <p className={styles.muted}>{t('page.noSeats')}</p>;
  else
    action = (
      <button type="button" className={`${button.button} ${button.gold} ${styles.joinButton}`} onClick={onJoin} disabled={busy || waiting} aria-busy={busy || waiting || undefined} data-testid="tournament-join">
        {!isPlayer
          ? t('page.registerToJoin')
          : tournament.compointMembershipPrice !== null && !tournament.isMember
            ? t('page.joinPaid', { price: tournament.compointMembershipPrice })
            : t('page.join')}
      </button>
    );

  return (
    <>
      <section className={styles.panel} aria-label={t('page.join')}>
        <EventTimer status={status} startAt={tournament.startAt} endAt={tournament.endAt} nowMs={nowMs} />
        <p className={styles.muted}>
          {t('page.members', { count: tournament.membersCount })}
          {tournament.maxMemberLimit !== null && status !== 'past' && <> · {t('card.seats', { total: tournament.maxMemberLimit, free: seats ?? 0 })}</>}
        </p>
        <div className={styles.actionRow}>
          {action}
          {tournament.isChosen && status !== 'past' && <span className={styles.chosenMark}>{t('card.chosen')}</span>}
          {tournament.isMember && tournament.isSeriesLeaderMember && status !== 'past' && (
            <span className={styles.crown} title={t('card.seriesLeader')}>
              <CrownIcon /> <span>{t('card.seriesLeader')}</span>
            </span>
          )}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="tournament-table">
        <h2 id="tournament-table" className={styles.sectionTitle}>
          {t('page.table')}
        </h2>
        {blocked && isPlayer && !loaded ? (
          <p className={styles.muted}>{t('page.loading')}</p>
        ) : blocked ? (
          <BlockedNote part="tableBlocked" viewer={viewer} locale={locale} back={`/tournaments/${slug}`} />
        ) : tournament.leaders.length === 0 ? (
          <p className={styles.empty}>{t('page.noMembers')}</p>
        ) : (
          <LeaderTable rows={tournament.leaders} mechanic={tournament.mechanic.value} locale={locale} caption={t('page.live')} testId="tournament-leaders" />
        )}
        {tournament.opponents.length > 0 && (
          <LeaderTable rows={tournament.opponents} mechanic={tournament.mechanic.value} locale={locale} caption={t('page.opponents')} testId="tournament-opponents" />
        )}
      </section>
    </>
  );
}

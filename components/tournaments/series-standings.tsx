'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/domain/locales';
import type { TournamentSeriesDto } from '@/lib/domain/tournaments/tournaments';
import { seriesKey, useSeries, useViewer } from '@/lib/client/tournaments/tournament-data';
import { followSeries } from '@/lib/client/tournaments/tournament-live';
import { BlockedNote } from './blocked-note';
import { LeaderTable } from './leader-table';
import styles from './tournaments.module.css';

/** A series' standings and the player's opponents, live over `tournament-series:<id>`. */
export function SeriesStandings({ initial, locale }: { initial: TournamentSeriesDto; locale: Locale }) {
  const t = useTranslations('tournaments');
  const { series } = useSeries(initial.slug, locale, initial);
  const { viewer, userId } = useViewer();
  const { id, slug } = series;
  const past = series.status === 'past';
  // A series with a private tournament the viewer may not see: its room is refused too (site-realtime.ts).
  const blocked = series.isBlockedForUser;
  useEffect(() => {
    if (viewer === null || past || blocked) return undefined;
    return followSeries(id, seriesKey(slug, locale, viewer), userId);
  }, [id, slug, locale, viewer, userId, past, blocked]);
  return (
    <>
      {blocked ? (
        <BlockedNote part="seriesBlocked" viewer={viewer} locale={locale} back={`/tournaments/series/${slug}`} />
      ) : series.leaders.length === 0 ? (
        <p className={styles.empty}>{t('page.noMembers')}</p>
      ) : (
        <LeaderTable rows={series.leaders} mechanic={series.mechanic.value} locale={locale} caption={t('page.live')} testId="series-leaders" />
      )}
      {series.opponents.length > 0 && <LeaderTable rows={series.opponents} mechanic={series.mechanic.value} locale={locale} caption={t('page.opponents')} testId="series-opponents" />}
    </>
  );
}

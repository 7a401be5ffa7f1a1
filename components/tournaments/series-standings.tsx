'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/domain/locales';
import type { TournamentSeriesDto } from '@/lib/domain/tournaments';
import { seriesKey, useSeries, useViewer } from '@/lib/client/tournaments/tournament-data';
import { followSeries } from '@/lib/client/tournaments/tournament-live';
import { LeaderTable } from './leader-table';
import styles from './tournaments.module.css';

/** A series' standings and the player's opponents, live over `tournament-series:<id>`. */
export function SeriesStandings({ initial, locale }: { initial: TournamentSeriesDto; locale: Locale }) {
  const t = useTranslations('tournaments');
  const { series } = useSeries(initial.slug, locale, initial);
  const { viewer, userId } = useViewer();
  const { id, slug } = series;
  const past = series.status === 'past';
  useEffect(() => {
    if (viewer === null || past) return undefined;
    return followSeries(id, seriesKey(slug, locale, viewer), userId);
  }, [id, slug, locale, viewer, userId, past]);
  return (
    <>
      {series.leaders.length === 0 ? (
        <p className={styles.empty}>{t('page.noMembers')}</p>
      ) : (
        <LeaderTable rows={series.leaders} mechanic={series.mechanic.value} locale={locale} caption={t('page.live')} testId="series-leaders" />
      )}
      {series.opponents.length > 0 && <LeaderTable rows={series.opponents} mechanic={series.mechanic.value} locale={locale} caption={t('page.opponents')} testId="series-opponents" />}
    </>
  );
}

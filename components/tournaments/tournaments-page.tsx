import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/locales';
import { sitePath, type SiteVariant } from '@/lib/domain/site-paths';
import { getDb } from '@/lib/platform/db/client';
import { now } from '@/lib/platform/clock';
import { buildPageMetadata } from '@/lib/platform/seo/page-metadata';
import { tournamentList } from '@/lib/platform/tournaments/tournament-reads';
import { Breadcrumbs, PageHeading } from '@/components/pages/page-parts';
import { TournamentList } from './tournament-list';
import { TournamentMessages } from './tournament-messages';
import styles from './tournaments.module.css';

/** /tournaments (spec §2): every tournament as a card, the type filter, "more". The guest's view; a player's marks load in the browser. */
export async function TournamentsPage({ locale, variant }: { locale: Locale; variant: SiteVariant }) {
  const [list, t, tc] = await Promise.all([
    tournamentList(await getDb(), { locale, now: now() }),
    getTranslations({ locale, namespace: 'tournaments.list' }),
    getTranslations({ locale, namespace: 'catalog' }),
  ]);
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: tc('lobby'), href: sitePath('/', locale, variant) }, { label: t('heading') }]} />
      <PageHeading id="tournaments-title" title={t('heading')} />
      <TournamentMessages>
        <TournamentList initial={list} locale={locale} variant={variant} filterable headingLevel={2} label={t('heading')} />
      </TournamentMessages>
    </div>
  );
}

export async function tournamentsMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'tournaments.meta' });
  return buildPageMetadata(await getDb(), { locale, path: '/tournaments', fallbackTitle: t('listTitle'), fallbackDescription: t('listDescription') });
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/locales';
import { promotionCardData } from '@/lib/domain/tournaments/event-list';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import { getDb } from '@croupier/platform/db/client';
import { now } from '@croupier/platform/clock';
import { buildPageMetadata } from '@croupier/platform/seo/page-metadata';
import { listPromotions } from '@croupier/platform/promotions/promotion-reads';
import { tournamentList } from '@croupier/platform/tournaments/tournament-reads';
import { Breadcrumbs, PageHeading } from '@/components/pages/page-parts';
import { EventList } from './event-list';
import { TournamentMessages } from './tournament-messages';
import styles from './tournaments.module.css';

/**
 * /tournaments (spec §2): every tournament as a card, the type filter (promotions and both too,
 * opening on tournaments), "more". The guest's view; a player's marks load in the browser.
 */
export async function TournamentsPage({ locale, variant }: { locale: Locale; variant: SiteVariant }) {
  const db = await getDb();
  const at = now();
  const [list, promos, t, tc] = await Promise.all([
    tournamentList(db, { locale, now: at }),
    listPromotions(db, locale, at, null),
    getTranslations({ locale, namespace: 'tournaments.list' }),
    getTranslations({ locale, namespace: 'catalog' }),
  ]);
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: tc('lobby'), href: sitePath('/', locale, variant) }, { label: t('heading') }]} />
      <PageHeading id="tournaments-title" title={t('heading')} />
      <TournamentMessages>
        <EventList tournaments={list} promos={promos.map(promotionCardData)} initialFilter="tournament" locale={locale} variant={variant} filterable headingLevel={2} label={t('heading')} />
      </TournamentMessages>
    </div>
  );
}

export async function tournamentsMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'tournaments.meta' });
  return buildPageMetadata(await getDb(), { locale, path: '/tournaments', fallbackTitle: t('listTitle'), fallbackDescription: t('listDescription') });
}

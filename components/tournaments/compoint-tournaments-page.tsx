import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type Locale } from '@/lib/domain/locales';
import { getDb } from '@croupier/platform/db/client';
import { now } from '@croupier/platform/clock';
import { buildPageMetadata } from '@croupier/platform/seo/page-metadata';
import { tournamentList } from '@croupier/platform/tournaments/tournament-reads';
import { PageHeading } from '@/components/pages/page-parts';
import { TournamentList } from './tournament-list';
import { TournamentMessages } from './tournament-messages';
import styles from './tournaments.module.css';

/**
 * /compoints/tournaments (spec platform §2; login required — the proxy sends guests to login,
 * route-rules.ts): the tournaments whose seats are bought with compoints, with the player's marks.
 * The same HTML for every player (ISR); what is the player's loads in the browser.
 */
export async function CompointTournamentsPage({ locale }: { locale: Locale }) {
  const [list, t] = await Promise.all([tournamentList(await getDb(), { locale, now: now() }), getTranslations({ locale, namespace: 'tournaments' })]);
  const tm = await getTranslations({ locale, namespace: 'tournament.modal' });
  return (
    <div className={styles.page}>
      <PageHeading id="compoint-tournaments-title" title={t('compoints.heading')} />
      <p>
        <Link href={localizedPath('/compoints', locale)} className={styles.textLink}>
          {tm('get_more')}
        </Link>
      </p>
      <TournamentMessages>
        <TournamentList initial={list} locale={locale} variant="main" only="paid" headingLevel={2} emptyText={t('compoints.empty')} label={t('compoints.heading')} />
      </TournamentMessages>
    </div>
  );
}

/** A private page: a title for the browser tab, kept out of search engines. */
export async function compointTournamentsMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'tournaments.meta' });
  return buildPageMetadata(await getDb(), { locale, path: '/compoints/tournaments', fallbackTitle: t('compointsTitle'), noindex: true });
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { isDomainError } from '@/lib/domain/domain-error';
import type { Locale } from '@/lib/domain/locales';
import { DEFAULT_CURRENCY } from '@/lib/domain/money';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import { eventStatus, statusOfServer, type TournamentSeriesDto } from '@/lib/domain/tournaments/tournaments';
import { getDb } from '@croupier/platform/db/client';
import { now } from '@croupier/platform/clock';
import { buildPageMetadata } from '@croupier/platform/seo/page-metadata';
import { seriesOf } from '@croupier/platform/tournaments/series-reads';
import { Breadcrumbs } from '@/components/pages/page-parts';
import { ArtImage } from '@/components/ui/art-image';
import { Podium } from './podium';
import { SeriesStandings } from './series-standings';
import { prizeMoneyText } from './tournament-format';
import { TournamentList } from './tournament-list';
import { TournamentMessages } from './tournament-messages';
import styles from './tournaments.module.css';

async function seriesForPage(slug: string, locale: Locale): Promise<TournamentSeriesDto> {
  try {
    return await seriesOf(await getDb(), slug, { viewerId: null, locale, now: now() });
  } catch (error) {
    if (isDomainError(error) && error.kind === 'not_found') notFound();
    throw error;
  }
}

/** /tournaments/series/{slug} (spec §2): the series, its standings (live), its tournaments, and a podium for each past one. */
export async function SeriesPage({ slug, locale, variant }: { slug: string; locale: Locale; variant: SiteVariant }) {
  const series = await seriesForPage(slug, locale);
  const [t, tc] = await Promise.all([getTranslations({ locale, namespace: 'tournaments' }), getTranslations({ locale, namespace: 'catalog' })]);
  const path = (p: string) => sitePath(p, locale, variant);
  const at = now();
  const past = series.tournaments.filter((x) => eventStatus(statusOfServer(x.status.title), x.startAt, x.endAt, at) === 'past' && x.leaders.length > 0);
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: tc('lobby'), href: path('/') }, { label: t('list.heading'), href: path('/tournaments') }, { label: series.title }]} />
      <header className={styles.hero}>
        <ArtImage src={series.imageDefault.url} alt="" width={800} height={400} className={styles.heroImage} eager />
        <div className={styles.heroText}>
          <p className={styles.prizeLabel}>{t('series.heading')}</p>
          <h1 className={styles.heroTitle}>{series.title}</h1>
          <p className={styles.muted}>{series.prizeDescription}</p>
          <p>{series.description}</p>
          <p>
            <strong>{t('page.mechanic')}:</strong> {series.mechanic.title}
          </p>
          {series.prizes.length > 0 && (
            <ol className={styles.prizes}>
              {series.prizes.map((p) => (
                <li key={p.position} className={styles.prizeRow}>
                  <span className={styles.place}>{t('page.place', { position: p.position })}</span>
                  <span>{[prizeMoneyText(p.money, DEFAULT_CURRENCY, locale), ...p.giftTitles].filter(Boolean).join(' + ')}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </header>
      <TournamentMessages>
        <section className={styles.section} aria-labelledby="series-standings">
          <h2 id="series-standings" className={styles.sectionTitle}>
            {t('series.standings')}
          </h2>
          <SeriesStandings initial={series} locale={locale} />
        </section>
        <section className={styles.section} aria-labelledby="series-tournaments">
          <h2 id="series-tournaments" className={styles.sectionTitle}>
            {t('series.tournaments')}
          </h2>
          <TournamentList initial={series.tournaments} seriesId={series.id} locale={locale} variant={variant} label={t('series.tournaments')} />
        </section>
      </TournamentMessages>
      {past.length > 0 && (
        <section className={styles.section} aria-labelledby="series-podiums">
          <h2 id="series-podiums" className={styles.sectionTitle}>
            {t('series.podium')}
          </h2>
          <div className={styles.podiums}>
            {past.map((x) => (
              <Podium key={x.id} leaders={x.leaders} title={x.title} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}

export async function seriesMetadata(slug: string, locale: Locale): Promise<Metadata> {
  const series = await seriesForPage(slug, locale);
  const t = await getTranslations({ locale, namespace: 'tournaments.meta' });
  return buildPageMetadata(await getDb(), {
    locale,
    path: `/tournaments/series/${slug}`,
    fallbackTitle: series.title,
    fallbackDescription: t('seriesDescription', { title: series.title }),
  });
}

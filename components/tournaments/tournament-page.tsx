import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { isDomainError } from '@/lib/domain/domain-error';
import type { Locale } from '@/lib/domain/locales';
import { DEFAULT_CURRENCY, formatMoney } from '@/lib/domain/money';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import { TOURNAMENT_LIMITS, type TournamentDto } from '@/lib/domain/tournaments/tournaments';
import { getDb } from '@croupier/platform/db/client';
import { now } from '@croupier/platform/clock';
import { buildPageMetadata } from '@croupier/platform/seo/page-metadata';
import { tournamentGameList } from '@croupier/platform/tournaments/tournament-games';
import { tournamentList, tournamentOf } from '@croupier/platform/tournaments/tournament-reads';
import { seriesOfTournament } from '@croupier/platform/tournaments/series-reads';
import { GameGrid } from '@/components/games/game-grid';
import { Breadcrumbs } from '@/components/pages/page-parts';
import { ArtImage } from '@/components/ui/art-image';
import { LeaderAvatar } from './leader-table';
import { MemberGames } from './member-games';
import { prizeMoneyText } from './tournament-format';
import { TournamentList } from './tournament-list';
import { TournamentMessages } from './tournament-messages';
import { TournamentView } from './tournament-view';
import styles from './tournaments.module.css';

/** A tournament of the slug as a guest sees it, or the 404 page. */
export async function tournamentForPage(slug: string, locale: Locale): Promise<TournamentDto> {
  try {
    return await tournamentOf(await getDb(), slug, null, locale, now());
  } catch (error) {
    if (isDomainError(error) && error.kind === 'not_found') notFound();
    throw error;
  }
}

/**
 * /tournaments/{slug} (spec §2 "Tournament page: games, rules, table, leaders (with avatars),
 * series, paid tournaments"): everything a visitor or a crawler reads is in the server's HTML;
 * the join button, the player's marks and the live table are the TournamentView island. The HTML
 * is the visitor's view (one copy for everyone, ISR and the page cache): a private tournament's
 * table and games are never in it (docs/ARCHITECTURE.md "Who sees a tournament").
 */
export async function TournamentPage({ slug, locale, variant }: { slug: string; locale: Locale; variant: SiteVariant }) {
  const tournament = await tournamentForPage(slug, locale);
  const db = await getDb();
  const at = now();
  // The visitor's view: a private tournament's games are not in the shared HTML (MemberGames asks for a player).
  const [games, series, all, t, tc] = await Promise.all([
    tournament.isBlockedForUser ? null : tournamentGameList(db, slug, { page: 1, limit: TOURNAMENT_LIMITS.gamesShown }, locale, null),
    seriesOfTournament(db, tournament.tournamentSeriesId, { viewerId: null, locale, now: at }),
    tournamentList(db, { locale, now: at }),
    getTranslations({ locale, namespace: 'tournaments' }),
    getTranslations({ locale, namespace: 'catalog' }),
  ]);
  const prize = prizeMoneyText(tournament.prizeMoney, DEFAULT_CURRENCY, locale);
  const bet = tournament.betRestriction;
  const path = (p: string) => sitePath(p, locale, variant);
  // Only the cards the section shows go into the document (the island filters the player's list the same way).
  const paid = all.filter((x) => x.compointMembershipPrice !== null && x.slug !== slug);

  return (
    <div className={styles.page}>
      <Breadcrumbs
        items={[{ label: tc('lobby'), href: path('/') }, { label: t('list.heading'), href: path('/tournaments') }, { label: tournament.title }]}
      />
      <header className={styles.hero}>
        <ArtImage src={tournament.imageDefault.url} alt="" width={800} height={400} className={styles.heroImage} eager />
        <div className={styles.heroText}>
          <h1 className={styles.heroTitle}>{tournament.title}</h1>
          {prize && (
            <p className={styles.prize}>
              <span className={styles.prizeLabel}>{t('card.prizeMoney')}</span> <strong>{prize}</strong>
            </p>
          )}
          {tournament.prizeDescription && <p className={styles.muted}>{tournament.prizeDescription}</p>}
          <p>{tournament.description}</p>
        </div>
      </header>
      <TournamentMessages>
        <TournamentView initial={tournament} locale={locale} />
      {tournament.prizes.length > 0 && (
        <section className={styles.section} aria-labelledby="tournament-prizes">
          <h2 id="tournament-prizes" className={styles.sectionTitle}>
            {t('page.prizes')}
          </h2>
          <ol className={styles.prizes}>
            {tournament.prizes.map((p) => (
              <li key={p.position} className={styles.prizeRow}>
                <span className={styles.place}>{t('page.place', { position: p.position })}</span>
                <span>{[prizeMoneyText(p.money, DEFAULT_CURRENCY, locale), ...p.giftTitles].filter(Boolean).join(' + ')}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
      <section className={styles.section} aria-labelledby="tournament-rules">
        <h2 id="tournament-rules" className={styles.sectionTitle}>
          {t('page.rules')}
        </h2>
        <p>
          <strong>{t('page.mechanic')}:</strong> {tournament.mechanic.title}
        </p>
        {bet.min > 0 || bet.max !== null ? (
          <p className={styles.muted}>
            {bet.max === null
              ? t('page.bets', { min: formatMoney(bet.min, DEFAULT_CURRENCY, locale) })
              : t('page.betsRange', { min: formatMoney(bet.min, DEFAULT_CURRENCY, locale), max: formatMoney(bet.max, DEFAULT_CURRENCY, locale) })}
          </p>
        ) : null}
        <p>{tournament.rules}</p>
      </section>
      <section className={styles.section} aria-labelledby="tournament-games">
        <div className={styles.sectionHead}>
          <h2 id="tournament-games" className={styles.sectionTitle}>
            {t('page.games')}
          </h2>
          {games && (
            <Link href={path(`/tournaments/${slug}/games`)} className={styles.textLink}>
              {t('page.allGames', { count: games.totalItems })}
            </Link>
          )}
        </div>
        {games ? (
          <GameGrid games={games.items} locale={locale} variant={variant} label={t('page.games')} />
        ) : (
          <MemberGames tournament={tournament} locale={locale} variant={variant} mode="preview" />
        )}
      </section>
      {series && (
        <section className={styles.section} aria-labelledby="tournament-series">
          <div className={styles.sectionHead}>
            <h2 id="tournament-series" className={styles.sectionTitle}>
              {t('page.series')}: {series.title}
            </h2>
            <Link href={path(`/tournaments/series/${series.slug}`)} className={styles.textLink}>
              {t('page.seriesLink')}
            </Link>
          </div>
          <p className={styles.muted}>{series.prizeDescription}</p>
          {series.isBlockedForUser && <p className={styles.notice}>{t('page.seriesBlocked')}</p>}
          {series.leaders.length > 0 && (
            <ol className={styles.topList}>
              {series.leaders.slice(0, TOURNAMENT_LIMITS.top).map((l) => (
                <li key={l.userId} className={styles.topItem}>
                  <span className={styles.place}>{l.position}</span>
                  <LeaderAvatar leader={l} size={24} />
                  <span className={styles.name}>{l.username}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
      {paid.length > 0 && (
        <section className={styles.section} aria-labelledby="tournament-paid">
          <h2 id="tournament-paid" className={styles.sectionTitle}>
            {t('page.paid')}
          </h2>
          <TournamentList initial={paid} locale={locale} variant={variant} only="paid" exclude={slug} label={t('page.paid')} />
        </section>
      )}
      </TournamentMessages>
    </div>
  );
}

export async function tournamentMetadata(slug: string, locale: Locale): Promise<Metadata> {
  const tournament = await tournamentForPage(slug, locale);
  const t = await getTranslations({ locale, namespace: 'tournaments.meta' });
  return buildPageMetadata(await getDb(), {
    locale,
    path: `/tournaments/${slug}`,
    fallbackTitle: tournament.title,
    fallbackDescription: t('pageDescription', { title: tournament.title }),
  });
}

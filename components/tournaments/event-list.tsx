'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { allPast, eventListItems, runningItems, type PromotionCardData } from '@/lib/domain/tournaments/event-list';
import type { Locale } from '@/lib/domain/locales';
import { DEFAULT_CURRENCY } from '@/lib/domain/money';
import type { PromotionListFilter } from '@/lib/domain/promotions/promotions';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import { TOURNAMENT_LIMITS, type TournamentDto } from '@/lib/domain/tournaments/tournaments';
import { useNow } from '@/lib/client/use-now';
import { useSession } from '@/lib/client/session/session-store';
import { useTournamentList } from '@/lib/client/tournaments/tournament-data';
import { TournamentCard } from './tournament-card';
import shared from './tournaments.module.css';
import { PromotionCard } from './promotion-card';
import styles from './promotions-list.module.css';

/** The buttons' order on screen (the tournament list's now). */
const FILTER_ORDER: readonly PromotionListFilter[] = ['tournament', 'action', 'all'];

/** The game-hall block is a glance, not the list: this many cards (one row on a wide screen), then a link to the list. */
export const HALL_LIMIT = 3;

export interface EventListProps {
  /** The server's tournaments (the guest's view); a player's copy replaces them through SWR. */
  tournaments: TournamentDto[];
  /** The server's promos; cards show nothing of the player's, so no copy of theirs is read. */
  promos?: PromotionCardData[];
  locale: Locale;
  variant: SiteVariant;
  /** What the list shows first. */
  initialFilter?: PromotionListFilter;
  /** The list page shows the type filter; a block inside another page does not. */
  filterable?: boolean;
  /**
   * The game-hall mode (spec play-promos §2 "a subtitle in the game-hall variant"): the list
   * embedded in another page, with this subtitle, only what is running or coming.
   */
  hallSubtitle?: string;
  /** Keep only these (the paid ones of /compoints/tournaments, a page's "paid tournaments"). */
  only?: 'paid';
  /** Leave one tournament out (the tournament whose page this is). */
  exclude?: string;
  seriesId?: number;
  /** The tournament filter's empty text when the page has its own. */
  emptyText?: string;
  label: string;
  /** The cards' title level. */
  headingLevel?: 2 | 3;
}

/**
 * The one list of promotions and tournaments (spec platform §2 "types tournament, action, all;
 * empty and all-past texts; game-hall mode"; play-promos §2, §4): each item with its own card, in
 * the spec's order (active, future, past, then sortPriority — lib/domain/tournaments/event-list.ts) at the
 * browser's clock, TOURNAMENT_LIMITS.list at a time with "more". One clock ticks every timer and
 * moves cards between statuses.
 */
export function EventList({
  tournaments: initialTournaments,
  promos = [],
  locale,
  variant,
  initialFilter = 'tournament',
  filterable = false,
  hallSubtitle,
  only,
  exclude,
  seriesId,
  emptyText,
  label,
  headingLevel,
}: EventListProps) {
  const t = useTranslations('tournaments.list');
  const tp = useTranslations('promoList.list');
  const tournaments = useTournamentList(locale, initialTournaments, seriesId);
  const session = useSession();
  const nowMs = useNow(1000);
  const [filter, setFilter] = useState<PromotionListFilter>(initialFilter);
  const [shown, setShown] = useState<number>(TOURNAMENT_LIMITS.list);
  const currency = session.status === 'player' && session.balance ? session.balance.currency : DEFAULT_CURRENCY;
  const kept = tournaments.filter((x) => (only !== 'paid' || x.compointMembershipPrice !== null) && x.slug !== exclude);
  const merged = eventListItems(filter, promos, kept, new Date(nowMs));
  const hall = hallSubtitle !== undefined;
  const items = hall ? runningItems(merged).slice(0, HALL_LIMIT) : merged;
  const empty = filter === 'action' ? tp('empty') : filter === 'all' ? tp('allEmpty') : (emptyText ?? t('empty'));
  const pastNotice = filter === 'action' ? tp('allPast') : filter === 'all' ? tp('allPastAll') : t('allPast');

  return (
    <div className={shared.listBlock}>
      {hall && <p className={styles.subtitle}>{hallSubtitle}</p>}
      {filterable && (
        <div className={shared.filters} role="group" aria-label={t('filterLabel')}>
          {FILTER_ORDER.map((f) => (
            <button key={f} type="button" className={shared.filter} aria-pressed={filter === f} onClick={() => setFilter(f)}>
              {t(`filters.${f}`)}
            </button>
          ))}
        </div>
      )}
      {items.length === 0 ? (
        <p className={shared.empty} role="status">
          {empty}
        </p>
      ) : (
        <>
          {allPast(items) && (
            <p className={shared.notice} role="status">
              {pastNotice}{' '}
              <Link href={sitePath('/', locale, variant)} className={shared.textLink}>
                {t('allPastLink')}
              </Link>
            </p>
          )}
          <ul className={shared.grid} aria-label={label}>
            {items.slice(0, shown).map((item, i) =>
              item.kind === 'promo' ? (
                <li key={`promo-${item.promo.id}`}>
                  <PromotionCard promo={item.promo} status={item.status} nowMs={nowMs} locale={locale} variant={variant} eager={i < 2} headingLevel={headingLevel} />
                </li>
              ) : (
                <li key={`tournament-${item.tournament.id}`}>
                  <TournamentCard
                    tournament={item.tournament}
                    status={item.status}
                    nowMs={nowMs}
                    locale={locale}
                    variant={variant}
                    currency={currency}
                    eager={i < 2}
                    headingLevel={headingLevel}
                  />
                </li>
              ),
            )}
          </ul>
          {items.length > shown && (
            <button type="button" className={shared.more} onClick={() => setShown((n) => n + TOURNAMENT_LIMITS.list)}>
              {t('more')}
            </button>
          )}
        </>
      )}
    </div>
  );
}

'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/domain/locales';
import { DEFAULT_CURRENCY } from '@/lib/domain/money';
import { sitePath, type SiteVariant } from '@/lib/domain/site-paths';
import { TOURNAMENT_LIMITS, type TournamentDto } from '@/lib/domain/tournaments';
import { useNow } from '@/lib/client/use-now';
import { useSession } from '@/lib/client/session/session-store';
import { useTournamentList } from '@/lib/client/tournaments/tournament-data';
import { statusNow } from '@/lib/client/tournaments/tournament-join';
import { TournamentCard } from './tournament-card';
import styles from './tournaments.module.css';

/** Spec platform §2 list types; promotions (issue 14) are not in the site yet, so "action" shows its empty text. */
const FILTERS = ['tournament', 'action', 'all'] as const;
type Filter = (typeof FILTERS)[number];

interface TournamentListProps {
  initial: TournamentDto[];
  locale: Locale;
  variant: SiteVariant;
  /** The list page shows the type filter; a block inside another page does not. */
  filterable?: boolean;
  /** Keep only these (the paid ones of /compoints/tournaments, a page's "paid tournaments"). */
  only?: 'paid';
  /** Leave one out (the tournament whose page this is). */
  exclude?: string;
  seriesId?: number;
  emptyText?: string;
  label: string;
  /** The cards' title level (TournamentCard). */
  headingLevel?: 2 | 3;
}

/**
 * Tournament cards in the spec's order (active, future, past — the server's order, kept as the
 * clock moves them), TOURNAMENT_LIMITS.list at a time with "more", the empty and all-past texts.
 * A player's copy comes from SWR (their marks); one clock ticks every card's timer.
 */
export function TournamentList({ initial, locale, variant, filterable = false, only, exclude, seriesId, emptyText, label, headingLevel }: TournamentListProps) {
  const t = useTranslations('tournaments.list');
  const list = useTournamentList(locale, initial, seriesId);
  const session = useSession();
  const nowMs = useNow(1000);
  const [filter, setFilter] = useState<Filter>('tournament');
  const [shown, setShown] = useState<number>(TOURNAMENT_LIMITS.list);
  const currency = session.status === 'player' && session.balance ? session.balance.currency : DEFAULT_CURRENCY;
  const now = new Date(nowMs);
  const items = filter === 'action' ? [] : list.filter((x) => (only !== 'paid' || x.compointMembershipPrice !== null) && x.slug !== exclude);
  const allPast = items.length > 0 && items.every((x) => statusNow(x, now) === 'past');

  return (
    <div className={styles.listBlock}>
      {filterable && (
        <div className={styles.filters} role="group" aria-label={t('filterLabel')}>
          {FILTERS.map((f) => (
            <button key={f} type="button" className={styles.filter} aria-pressed={filter === f} onClick={() => setFilter(f)}>
              {t(`filters.${f}`)}
            </button>
          ))}
        </div>
      )}
      {items.length === 0 ? (
        <p className={styles.empty} role="status">
          {filter === 'action' ? t('actionEmpty') : (emptyText ?? t('empty'))}
        </p>
      ) : (
        <>
          {allPast && (
            <p className={styles.notice} role="status">
              {t('allPast')}{' '}
              <Link href={sitePath('/', locale, variant)} className={styles.textLink}>
                {t('allPastLink')}
              </Link>
            </p>
          )}
          <ul className={styles.grid} aria-label={label}>
            {items.slice(0, shown).map((x, i) => (
              <li key={x.id}>
                <TournamentCard tournament={x} status={statusNow(x, now)} nowMs={nowMs} locale={locale} variant={variant} currency={currency} eager={i < 2} headingLevel={headingLevel} />
              </li>
            ))}
          </ul>
          {items.length > shown && (
            <button type="button" className={styles.more} onClick={() => setShown((n) => n + TOURNAMENT_LIMITS.list)}>
              {t('more')}
            </button>
          )}
        </>
      )}
    </div>
  );
}

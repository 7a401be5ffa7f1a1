'use client';

import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/domain/locales';
import type { SiteVariant } from '@/lib/domain/routing/site-paths';
import { SCROLL_LOAD_TRIGGER_PX, SKELETON_GAMES } from '@/lib/domain/constants';
import { canLoadMore, initialPagedState, nextPageNumber, pagedReducer } from '@/lib/domain/infinite-scroll';
import { fetchGames } from '@/lib/client/catalog-api';
import { AlertIcon } from '@/components/ui/icons';
import { GameGrid } from './game-grid';
import { GameTileSkeleton, type TileGame } from './game-tile';
import styles from './infinite-game-grid.module.css';

export interface GameFilter {
  categories?: string[];
  producer?: string;
}

interface InfiniteGameGridProps {
  /** The page the server rendered (page 1, or N on /…/page/N). */
  initialGames: TileGame[];
  initialPage: number;
  pageSize: number;
  filter: GameFilter;
  locale: Locale;
  variant: SiteVariant;
  /** The list's own URL in this locale and variant, for the no-script page links. */
  basePath: string;
  label?: string;
}

const reducer = pagedReducer<TileGame>((g) => g.id);

/**
 * A game grid that loads the next page when its end comes within SCROLL_LOAD_TRIGGER_PX of the
 * viewport (spec §4), one request at a time, until a short page says the list is complete.
 * Without scripts, plain links lead to /…/page/N.
 */
export function InfiniteGameGrid({ initialGames, initialPage, pageSize, filter, locale, variant, basePath, label }: InfiniteGameGridProps) {
  const t = useTranslations('catalog');
  const [state, dispatch] = useReducer(reducer, undefined, () => initialPagedState(initialGames, initialPage, pageSize));
  const sentinelRef = useRef<HTMLDivElement>(null);
  const stateRef = useRef(state);
  const inFlight = useRef(false);
  const filterKey = JSON.stringify(filter);
  const query = useMemo(() => JSON.parse(filterKey) as GameFilter, [filterKey]);

  useEffect(() => {
    stateRef.current = state;
  });

  const loadNext = useCallback(() => {
    const current = stateRef.current;
    if (inFlight.current || !canLoadMore(current)) return;
    inFlight.current = true;
    const page = nextPageNumber(current);
    dispatch({ type: 'start' });
    fetchGames({ ...query, page, limit: pageSize }, { locale })
      .then(
        (answer) => dispatch({ type: 'loaded', page, items: answer.data }),
        () => dispatch({ type: 'failed' }),
      )
      .finally(() => {
        inFlight.current = false;
      });
  }, [query, pageSize, locale]);

  // Re-created after every page so a sentinel that is still in range asks for the next one.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || state.complete || state.failed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadNext();
      },
      { rootMargin: `0px 0px ${SCROLL_LOAD_TRIGGER_PX}px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [state.page, state.complete, state.failed, loadNext]);

  const skeletons = state.loading
    ? Array.from({ length: SKELETON_GAMES }, (_, i) => (
        <li key={`skeleton-${i}`}>
          <GameTileSkeleton />
        </li>
      ))
    : null;

  if (state.items.length === 0 && state.complete) {
    return <p className={styles.empty}>{t('empty')}</p>;
  }

  return (
    <div className={styles.wrap}>
      {initialPage > 1 && (
        <a className={styles.fromStart} href={basePath}>
          {t('showFromStart')}
        </a>
      )}
      <GameGrid games={state.items} locale={locale} variant={variant} after={skeletons} busy={state.loading} label={label} />
      <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
      <p className="visually-hidden" role="status">
        {state.loading ? t('loading') : ''}
      </p>
      {state.failed && (
        <div className={styles.error} role="alert">
          <AlertIcon className={styles.errorIcon} />
          <span>{t('error')}</span>
          <button type="button" className={styles.retry} onClick={() => dispatch({ type: 'retry' })}>
            {t('retry')}
          </button>
        </div>
      )}
      {state.complete && state.page > 1 && <p className={styles.end}>{t('end')}</p>}
      <noscript>
        <nav className={styles.pager} aria-label={t('pageNumber', { page: initialPage })}>
          {initialPage > 1 && (
            <a className={styles.pagerLink} href={initialPage === 2 ? basePath : `${basePath}/page/${initialPage - 1}`}>
              {t('previousPage')}
            </a>
          )}
          {!state.complete && (
            <a className={styles.pagerLink} href={`${basePath}/page/${initialPage + 1}`}>
              {t('nextPage')}
            </a>
          )}
        </nav>
      </noscript>
    </div>
  );
}

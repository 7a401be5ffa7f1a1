'use client';

import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { GameDto } from '@/lib/domain/catalog/catalog-types';
import type { Locale } from '@/lib/domain/locales';
import type { SiteVariant } from '@/lib/domain/routing/site-paths';
import { GAME_SEARCH_DEBOUNCE_MS, GAME_SEARCH_LIMIT, GAME_SEARCH_MIN_CHARS, SKELETON_GAMES } from '@/lib/domain/constants';
import { AlertIcon, CloseIcon, SearchIcon } from '@/components/ui/icons';
import { GameTileSkeleton } from '@/components/games/game-tile';
import { GAME_SEARCH_INPUT_ID } from '@/components/layout/search-entry';
import field from '@/components/ui/search-field.module.css';
import styles from './game-search.module.css';

type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; games: GameDto[]; total: number }
  | { status: 'error'; query: string };

// The API client and the result grid load only once the visitor types: most lobby visits
// never search, and this keeps them out of the lobby's first-load JavaScript.
const loadCatalogApi = () => import('@/lib/client/catalog-api');
const loadGameGrid = () => import('@/components/games/game-grid');
const GameGrid = lazy(() => loadGameGrid().then((m) => ({ default: m.GameGrid })));

/** The anchor the header's search entry points at (/#search). */
export const SEARCH_ANCHOR = 'search';

/** The lobby game search: asks GET /json-api/v2/games?q=… a moment after the visitor stops typing. */
export function GameSearch({ locale, variant }: { locale: Locale; variant: SiteVariant }) {
  const t = useTranslations('search');
  const [value, setValue] = useState('');
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const request = useRef<AbortController | null>(null);

  useEffect(() => {
    const focusOnAnchor = () => {
      if (window.location.hash === `#${SEARCH_ANCHOR}`) inputRef.current?.focus();
    };
    focusOnAnchor();
    window.addEventListener('hashchange', focusOnAnchor);
    return () => {
      window.removeEventListener('hashchange', focusOnAnchor);
      window.clearTimeout(timer.current);
      request.current?.abort();
    };
  }, []);

  const search = (query: string) => {
    window.clearTimeout(timer.current);
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setState({ status: 'loading', query });
    void loadGameGrid();
    loadCatalogApi()
      .then(({ fetchGames }) => fetchGames({ q: query, page: 1, limit: GAME_SEARCH_LIMIT }, { locale, signal: controller.signal }))
      .then(
        (answer) => setState({ status: 'done', query, games: answer.data, total: answer.meta.totalItems }),
        () => {
          if (controller.signal.aborted) return; // a newer search replaced this one
          setState({ status: 'error', query });
        },
      );
  };

  const onChange = (next: string) => {
    setValue(next);
    window.clearTimeout(timer.current);
    request.current?.abort();
    const query = next.trim();
    if (query.length < GAME_SEARCH_MIN_CHARS) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'loading', query });
    timer.current = window.setTimeout(() => search(query), GAME_SEARCH_DEBOUNCE_MS);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = value.trim();
    if (query.length >= GAME_SEARCH_MIN_CHARS) search(query);
  };

  const short = value.trim().length > 0 && value.trim().length < GAME_SEARCH_MIN_CHARS;

  return (
    <section className={styles.search} id={SEARCH_ANCHOR} aria-labelledby="game-search-title">
      <h2 id="game-search-title" className="visually-hidden">
        {t('label')}
      </h2>
      <form role="search" className={`${field.field} ${styles.form}`} onSubmit={onSubmit}>
        <SearchIcon className={field.icon} />
        <label htmlFor={GAME_SEARCH_INPUT_ID} className="visually-hidden">
          {t('label')}
        </label>
        <input
          ref={inputRef}
          id={GAME_SEARCH_INPUT_ID}
          className={field.input}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Escape' || !value) return;
            e.preventDefault();
            onChange('');
          }}
          placeholder={t('placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby="game-search-status"
        />
        {value && (
          <button type="button" className={styles.clear} onClick={() => {
              onChange('');
              inputRef.current?.focus();
            }} aria-label={t('clear')}>
            <CloseIcon size={18} />
          </button>
        )}
      </form>

      <div id="game-search-status" className={styles.status} role="status">
        {short && <p className={styles.hint}>{t('hint')}</p>}
        {state.status === 'loading' && <p className={styles.hint}>{t('loading')}</p>}
        {state.status === 'done' && state.games.length > 0 && <p className={styles.count}>{t('found', { count: state.total })}</p>}
      </div>

      {state.status === 'loading' && <SearchSkeletons />}
      {state.status === 'done' && state.games.length > 0 && (
        <Suspense fallback={<SearchSkeletons />}>
          <div className={styles.results}>
            <GameGrid games={state.games} locale={locale} variant={variant} label={t('results')} />
          </div>
        </Suspense>
      )}
      {state.status === 'done' && state.games.length === 0 && (
        <div className={styles.empty}>
          <SearchIcon size={36} className={styles.emptyIcon} />
          <p className={styles.emptyTitle}>{t('empty', { query: state.query })}</p>
          <p className={styles.emptyHint}>{t('emptyHint')}</p>
        </div>
      )}
      {state.status === 'error' && (
        <div className={styles.error} role="alert">
          <AlertIcon className={styles.errorIcon} />
          <span>{t('error')}</span>
          <button type="button" className={styles.retry} onClick={() => search(state.query)}>
            {t('retry')}
          </button>
        </div>
      )}
    </section>
  );
}

function SearchSkeletons() {
  return (
    <div className={styles.results}>
      <ul className={styles.skeletons} aria-hidden="true">
        {Array.from({ length: Math.min(SKELETON_GAMES, 6) }, (_, i) => (
          <li key={i}>
            <GameTileSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

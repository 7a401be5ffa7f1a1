import { ArtImage } from '@/components/ui/art-image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { GameBadge, GameDto } from '@/lib/domain/catalog/catalog-types';
import type { Locale } from '@/lib/domain/locales';
import { playPath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import styles from './game-tile.module.css';

const KNOWN_BADGES: readonly GameBadge[] = ['top', 'new', 'jackpot'];

/**
 * What a tile shows of a game. Server pages hand tiles to a client list (game-tile-items.tsx) as
 * this much data only: the page's RSC payload then carries a few fields per game instead of the
 * tile's whole element tree (see `tileGame`).
 */
export type TileGame = Pick<GameDto, 'id' | 'slug' | 'name' | 'preview' | 'badges' | 'disabled' | 'has_demo_mode'> & { producer: Pick<GameDto['producer'], 'name'> };

/** A game cut down to what its tile shows. */
export function tileGame(game: TileGame): TileGame {
  return { id: game.id, slug: game.slug, name: game.name, preview: game.preview, badges: game.badges, disabled: game.disabled, has_demo_mode: game.has_demo_mode, producer: { name: game.producer.name } };
}

interface GameTileProps {
  game: TileGame;
  locale: Locale;
  /** The page's variant; tiles link to the main /play page from both (see playPath). */
  variant: SiteVariant;
  /** A tile of the first screen: its picture loads at once (it may be the page's largest paint). */
  eager?: boolean;
}

/**
 * One game in a grid or row: preview, name, producer, top/new/jackpot labels and a demo hint.
 * A disabled game is shown greyed out and is not a link. Works in server and client trees.
 */
export function GameTile({ game, locale, eager = false }: GameTileProps) {
  const t = useTranslations('game');
  const badges = game.badges.filter((b) => KNOWN_BADGES.includes(b));
  const content = (
    <>
      {/* A tile outside the first screen is not rendered until it comes near (styles.deferred). */}
      <span className={eager ? styles.thumb : `${styles.thumb} ${styles.deferred}`}>
        <ArtImage src={game.preview} alt={game.name} width={320} height={240} className={styles.image} eager={eager} />
        {badges.length > 0 && (
          <span className={styles.badges}>
            {badges.map((badge) => (
              <span key={badge} className={`${styles.badge} ${styles[badge]}`}>
                {t(`badges.${badge}`)}
              </span>
            ))}
          </span>
        )}
        {game.disabled ? (
          <span className={styles.unavailable}>{t('disabled')}</span>
        ) : (
          <span className={styles.hover} aria-hidden="true">
            <span className={styles.playButton}>{t('play')}</span>
          </span>
        )}
      </span>
      <span className={styles.meta}>
        <span className={styles.name}>{game.name}</span>
        <span className={styles.sub}>
          <span className={styles.producer}>{game.producer.name}</span>
          {game.has_demo_mode && !game.disabled && (
            <span className={styles.demo} title={t('demoHint')}>
              {t('demo')}
            </span>
          )}
        </span>
      </span>
    </>
  );

  if (game.disabled) {
    return (
      <div className={`${styles.tile} ${styles.disabled}`} aria-disabled="true" data-testid="game-tile">
        {content}
      </div>
    );
  }
  return (
    <Link href={playPath(game.slug, locale)} className={styles.tile} prefetch={false} data-testid="game-tile">
      {content}
    </Link>
  );
}

/** A placeholder tile while a page of games loads (spec §3: a skeleton list of 15 games). */
export function GameTileSkeleton() {
  return (
    <div className={`${styles.tile} ${styles.skeleton}`} aria-hidden="true" data-testid="game-skeleton">
      <span className={styles.thumb} />
      <span className={styles.meta}>
        <span className={styles.skeletonLine} />
        <span className={`${styles.skeletonLine} ${styles.short}`} />
      </span>
    </div>
  );
}

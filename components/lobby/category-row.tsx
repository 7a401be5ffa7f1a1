import { ArtImage } from '@/components/ui/art-image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { CategoryDto, GameDto } from '@/lib/domain/catalog/catalog-types';
import type { Locale } from '@/lib/domain/locales';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import { ChevronRightIcon } from '@/components/ui/icons';
import { tileGame } from '@/components/games/game-tile';
import { GameTileItems } from '@/components/games/game-tile-items';
import styles from './lobby.module.css';

/** A lobby section: the category's first games and a link to all of them. */
export function CategoryRow({ category, games, total, locale, variant }: { category: CategoryDto; games: GameDto[]; total: number; locale: Locale; variant: SiteVariant }) {
  const t = useTranslations('lobby');
  const tc = useTranslations('catalog');
  const headingId = `row-${category.slug}`;
  if (games.length === 0) return null;
  return (
    <section className={styles.row} aria-labelledby={headingId}>
      <div className={styles.rowHead}>
        <h2 id={headingId} className={styles.rowTitle}>
          {category.image && <ArtImage src={category.image} alt="" width={32} height={32} className={styles.rowIcon} />}
          <span>{category.name}</span>
          <span className={styles.rowCount}>{tc('gamesCount', { count: total })}</span>
        </h2>
        <Link href={sitePath(category.url, locale, variant)} className={styles.showAll} aria-label={t('showAllLabel', { name: category.name })}>
          {t('showAll')}
          <ChevronRightIcon size={16} />
        </Link>
      </div>
      <ul className={styles.rowGames}>
        <GameTileItems games={games.map(tileGame)} locale={locale} variant={variant} />
      </ul>
    </section>
  );
}

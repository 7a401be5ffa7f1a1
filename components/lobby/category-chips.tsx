import { ArtImage } from '@/components/ui/art-image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { CategoryDto } from '@/lib/domain/catalog/catalog-types';
import type { Locale } from '@/lib/domain/locales';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import styles from './lobby.module.css';

/**
 * Category shortcuts in the page itself below 1054 px, where the sidebar is a drawer: the
 * categories stay one tap (and, without scripts, one link) away.
 */
export function CategoryChips({
  categories,
  active,
  locale,
  variant,
  label,
  alwaysVisible = false,
}: {
  categories: CategoryDto[];
  active?: string;
  locale: Locale;
  variant: SiteVariant;
  label?: string;
  /** Keep the chips on wide screens too (when they filter the page rather than repeat the sidebar). */
  alwaysVisible?: boolean;
}) {
  const t = useTranslations('lobby');
  return (
    <nav className={`${styles.chips} ${alwaysVisible ? styles.chipsAlways : ''}`} aria-label={label ?? t('categoriesNav')}>
      <ul className={styles.chipList}>
        {categories.map((c) => (
          <li key={c.slug}>
            <Link href={sitePath(c.url, locale, variant)} className={styles.chip} aria-current={c.slug === active ? 'page' : undefined}>
              {c.image && <ArtImage src={c.image} alt="" width={22} height={22} />}
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
